import type { ToolFamily } from '../../../content/data/tool-types.ts';

/**
 * The artwork of the tool pages' live scenes (client: client/tool-scenes/<family>.ts). Each
 * one is drawn as its still frame, the moment every tween has finished, so a visitor without
 * JavaScript, or one who prefers reduced motion and has not pressed Play, sees the finished
 * picture. The parts the scene moves carry `data-part`; everything is decorative (aria-hidden).
 * The top right corner (about 100 × 90 units) stays empty: the play/pause button sits there,
 * and at phone width it covers that much.
 */

/** The core scene's timing, in seconds: the strip's lanes are drawn from these numbers and the client tweens by them. */
export const coreLanes = [
  { part: 'a', start: 0, duration: 1.2 },
  { part: 'b', start: 0.5, duration: 1.2 },
  { part: 'c', start: 1, duration: 1.2 },
] as const;
export const coreTotal = 2.2;
/** Where the strip's time axis starts and how wide it is, in SVG units. */
const STRIP_X = 48;
const STRIP_W = 384;

function CoreArt() {
  const rows = [56, 106, 156];
  return (
    <svg className="mk-art tool-scene__svg" viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="478" height="298" rx="20" className="mk-art-panel" />
      {rows.map((y) => (
        <path key={y} d={`M92 ${y}H308`} className="mk-art-path" />
      ))}
      {rows.map((y) => (
        <rect key={y} x="48" y={y - 16} width="32" height="32" rx="8" className="tool-scene__ghost" />
      ))}
      <rect data-part="a" x="324" y="40" width="32" height="32" rx="6" className="mk-art-accent" />
      <circle data-part="b" cx="340" cy="106" r="16" className="mk-art-violet" />
      <rect data-part="c" x="326" y="142" width="28" height="28" rx="4" className="tool-scene__blue" transform="rotate(45 340 156)" />
      <rect x="32" y="200" width="416" height="80" rx="12" className="hero-art__strip" />
      {coreLanes.map((lane, i) => {
        const x = STRIP_X + (lane.start / coreTotal) * STRIP_W;
        const w = (lane.duration / coreTotal) * STRIP_W;
        const tone = ['accent', 'violet', 'blue'][i];
        return (
          <g key={lane.part} className={`hero-art__lane--${tone}`}>
            <rect x={x} y={212 + i * 20} width={w} height="12" rx="6" className="hero-art__lane-bg" />
            <rect data-part="fill" data-lane={lane.part} x={x} y={212 + i * 20} width={w} height="12" rx="6" className="hero-art__lane-fill" />
          </g>
        );
      })}
      <path data-part="playhead" d={`M${STRIP_X + STRIP_W} 206V274`} className="hero-art__playhead" />
    </svg>
  );
}

/** MorphSVG starts from this circle (as path data) and ends on the star drawn below. */
export const svgMorphFrom = 'M36,138 a84,84 0 1,0 168,0 a84,84 0 1,0 -168,0 z';
const STAR = 'M120,54 L141.2,108.9 L199.9,112 L154.2,149.1 L169.4,206 L120,174 L70.6,206 L85.8,149.1 L40.1,112 L98.8,108.9 Z';
const WAVE = 'M232 236 C 280 120, 320 280, 368 170 S 412 98, 436 96';

function SvgArt() {
  return (
    <svg className="mk-art tool-scene__svg" viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="478" height="298" rx="20" className="mk-art-panel" />
      <path d={svgMorphFrom} className="mk-art-path" />
      <path data-part="shape" d={STAR} className="mk-art-accent" />
      <path d={WAVE} className="mk-art-path" />
      <path data-part="stroke" d={WAVE} className="mk-art-stroke mk-art-stroke--violet" />
      <circle cx="232" cy="236" r="6" className="tool-scene__ghost" />
      <circle data-part="dot" cx="436" cy="96" r="10" className="tool-scene__blue" />
    </svg>
  );
}

/** The three ways SplitText cuts text: one line, its words, their characters. */
const WORDS = [96, 64, 112, 72];
const CHARS = 13;

function TextArt() {
  let x = 40;
  const words = WORDS.map((w) => {
    const word = { x, w };
    x += w + 16;
    return word;
  });
  return (
    <svg className="mk-art tool-scene__svg" viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="478" height="298" rx="20" className="mk-art-panel" />
      <rect data-part="line" x="40" y="88" width="400" height="32" rx="8" className="tool-scene__ghost tool-scene__ghost--strong" />
      {words.map((word) => (
        <rect key={word.x} data-part="word" x={word.x} y="152" width={word.w} height="32" rx="8" className="mk-art-violet" />
      ))}
      {Array.from({ length: CHARS }, (_, i) => (
        <rect key={i} data-part="char" x={40 + i * 31} y="216" width="24" height="40" rx="5" className={i % 4 === 1 ? 'mk-art-accent' : 'tool-scene__blue'} />
      ))}
    </svg>
  );
}

/** Flip reorders these tiles; each can be dragged (Draggable) and springs back. */
export const uiTiles = 6;

function UiArt() {
  return (
    <div className="tool-ui" aria-hidden="true">
      <div className="tool-ui__grid" data-part="grid">
        {Array.from({ length: uiTiles }, (_, i) => (
          <div key={i} data-part="tile" data-tile={i} className={`tool-ui__tile tool-ui__tile--${i % 3}`}>
            <span className="tool-ui__bar" />
            <span className="tool-ui__bar tool-ui__bar--short" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The /scroll/ scene: bars that grow, a ball that crosses and a progress line, scrubbed by the page's scroll. */
export const scrollBars = 9;

function ScrollArt() {
  return (
    <svg className="mk-art tool-scene__svg" viewBox="0 0 960 240" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="958" height="238" rx="20" className="mk-art-panel" />
      {Array.from({ length: scrollBars }, (_, i) => {
        const h = 40 + ((i * 37) % 5) * 22 + i * 6;
        return <rect key={i} data-part="bar" x={96 + i * 88} y={192 - h} width="48" height={h} rx="8" className={i % 3 === 2 ? 'mk-art-accent' : 'mk-art-violet'} />;
      })}
      <circle data-part="ball" cx="880" cy="44" r="16" className="tool-scene__blue" />
      <path d="M40 214H920" className="mk-art-path" />
      <rect data-part="progress" x="40" y="210" width="880" height="8" rx="4" className="mk-art-accent" />
    </svg>
  );
}

export function ToolSceneArt({ scene }: { scene: ToolFamily['slug'] }) {
  switch (scene) {
    case 'core':
      return <CoreArt />;
    case 'svg':
      return <SvgArt />;
    case 'text':
      return <TextArt />;
    case 'ui':
      return <UiArt />;
    case 'scroll':
      return <ScrollArt />;
  }
}
