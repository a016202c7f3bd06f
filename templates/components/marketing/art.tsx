import type { ReactNode } from 'react';
import type { ToolFamily } from '../../../content/data/tools.ts';
import type { ShowcaseEntry } from '../../../content/data/showcase.ts';

/**
 * Decorative artwork: our own inline SVG, drawn with currentColor plus one accent class, and
 * hidden from assistive technology.
 */
export function HeroArt() {
  // Ghost positions of a ball easing along the path at equal time steps (a cubic in-out ease),
  // so they bunch up at both ends.
  const ghosts: [number, number][] = [
    [60, 250], [61, 248], [66, 238], [82, 211], [125, 166], [221, 138], [317, 171], [375, 158], [394, 132],
  ];
  return (
    <svg className="mk-art mk-art--hero" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="464" height="344" rx="24" className="mk-art-panel" />
      <path d="M60 250 C 110 140, 200 120, 262 150 S 370 190, 400 120" className="mk-art-path" />
      {ghosts.map(([cx, cy], i) => (
        <circle key={i} cx={cx} cy={cy} r="9" className="mk-art-ghost" opacity={0.12 + (i / ghosts.length) * 0.5} />
      ))}
      <circle cx="400" cy="120" r="16" className="mk-art-accent" />
      {[0, 15, 30, 45].map((deg, i) => (
        <rect key={deg} x={288 + i * 36} y="226" width="36" height="36" rx="7" className="mk-art-ghost" opacity={0.15 + i * 0.25} transform={`rotate(${deg} ${306 + i * 36} 244)`} />
      ))}
      <g className="mk-art-track">
        <rect x="48" y="300" width="160" height="10" rx="5" />
        <rect x="150" y="316" width="140" height="10" rx="5" />
        <rect x="250" y="300" width="120" height="10" rx="5" />
      </g>
      <line x1="232" y1="290" x2="232" y2="336" className="mk-art-playhead" />
    </svg>
  );
}

/** A small glyph per tool family for the family cards. */
export function FamilyIcon({ slug }: { slug: ToolFamily['slug'] }) {
  return (
    <svg className="mk-art mk-art--icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" className="mk-art-panel" />
      {slug === 'core' ? (
        <>
          <rect x="9" y="18" width="12" height="12" rx="3" className="mk-art-ghost" opacity="0.3" />
          <rect x="17" y="18" width="12" height="12" rx="3" className="mk-art-ghost" opacity="0.55" />
          <rect x="27" y="16" width="14" height="14" rx="3" className="mk-art-accent" transform="rotate(20 34 23)" />
        </>
      ) : slug === 'scroll' ? (
        <>
          <rect x="30" y="9" width="7" height="30" rx="3.5" className="mk-art-ghost" opacity="0.3" />
          <rect x="30" y="14" width="7" height="12" rx="3.5" className="mk-art-accent" />
          <path d="M12 14h12M12 22h12M12 30h8" className="mk-art-stroke" />
        </>
      ) : slug === 'svg' ? (
        <>
          <path d="M10 34 C 16 10, 32 38, 38 14" className="mk-art-stroke" />
          <path d="M10 34 L16 10 M38 14 L32 38" className="mk-art-path" />
          <circle cx="10" cy="34" r="3.5" className="mk-art-accent" />
          <circle cx="38" cy="14" r="3.5" className="mk-art-accent" />
        </>
      ) : slug === 'ui' ? (
        <>
          <rect x="9" y="11" width="22" height="16" rx="4" className="mk-art-ghost" opacity="0.35" />
          <rect x="15" y="17" width="22" height="16" rx="4" className="mk-art-ghost" opacity="0.7" />
          <path d="M28 26 l10 4 -4 2 -2 4 z" className="mk-art-accent" />
        </>
      ) : (
        <>
          <rect x="9" y="14" width="8" height="20" rx="2" className="mk-art-ghost" opacity="0.7" />
          <rect x="20" y="18" width="8" height="16" rx="2" className="mk-art-accent" transform="rotate(-12 24 26)" />
          <rect x="31" y="14" width="8" height="20" rx="2" className="mk-art-ghost" opacity="0.4" />
        </>
      )}
    </svg>
  );
}

/** Abstract thumbnail per showcase category: shapes that hint at the kind of motion, never a screenshot. */
export function ShowcaseThumb({ category, alt }: { category: ShowcaseEntry['category']; alt?: boolean }) {
  return (
    <svg className="mk-art mk-thumb" viewBox="0 0 200 100" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="200" height="100" className={alt ? 'mk-thumb-bg mk-thumb-bg--alt' : 'mk-thumb-bg'} />
      {thumbShapes[category]}
    </svg>
  );
}

const bars = (xs: number[], y: number, h: number, w = 14) =>
  xs.map((x, i) => <rect key={x} x={x} y={y - h * (0.4 + (i % 3) * 0.3)} width={w} height={h * (0.4 + (i % 3) * 0.3)} rx="3" className="mk-art-ghost" opacity={0.25 + i * 0.1} />);

const thumbShapes: Record<ShowcaseEntry['category'], ReactNode> = {
  'Product launch': (
    <>
      <rect x="60" y="14" width="80" height="60" rx="10" className="mk-art-ghost" opacity="0.85" />
      <circle cx="100" cy="44" r="16" className="mk-art-accent" />
      <rect x="30" y="84" width="140" height="5" rx="2.5" className="mk-art-ghost" opacity="0.2" />
      <rect x="30" y="84" width="70" height="5" rx="2.5" className="mk-art-violet" />
    </>
  ),
  Portfolio: (
    <>
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={22 + (i % 2) * 34} y={16 + Math.floor(i / 2) * 36} width="28" height="30" rx="5" className="mk-art-ghost" opacity={0.25 + i * 0.12} />
      ))}
      <rect x="100" y="16" width="78" height="66" rx="8" className="mk-art-accent" />
    </>
  ),
  Editorial: (
    <>
      {[18, 30, 42, 54].map((y, i) => (
        <rect key={y} x="20" y={y} width={i === 3 ? 50 : 70} height="6" rx="3" className="mk-art-ghost" opacity="0.45" />
      ))}
      <path d="M110 80 C 130 20, 160 90, 182 24" className="mk-art-stroke" />
      <circle cx="182" cy="24" r="7" className="mk-art-accent" />
    </>
  ),
  'E-commerce': (
    <>
      <rect x="26" y="20" width="44" height="60" rx="8" className="mk-art-ghost" opacity="0.3" />
      <rect x="78" y="16" width="44" height="60" rx="8" className="mk-art-accent" transform="rotate(-6 100 46)" />
      <rect x="130" y="20" width="44" height="60" rx="8" className="mk-art-ghost" opacity="0.3" />
      <circle cx="100" cy="88" r="5" className="mk-art-violet" />
    </>
  ),
  Agency: (
    <>
      <rect x="18" y="30" width="90" height="56" rx="8" className="mk-art-ghost" opacity="0.25" />
      <rect x="56" y="20" width="90" height="56" rx="8" className="mk-art-ghost" opacity="0.5" />
      <rect x="94" y="10" width="90" height="56" rx="8" className="mk-art-accent" />
    </>
  ),
  'Data story': (
    <>
      {bars([26, 46, 66, 86, 106, 126, 146], 84, 60)}
      <path d="M24 70 L60 50 L96 58 L132 28 L176 20" className="mk-art-stroke mk-art-stroke--violet" />
      <circle cx="176" cy="20" r="6" className="mk-art-accent" />
    </>
  ),
  'Web app': (
    <>
      <rect x="16" y="14" width="40" height="72" rx="6" className="mk-art-ghost" opacity="0.75" />
      <rect x="64" y="14" width="120" height="30" rx="6" className="mk-art-ghost" opacity="0.25" />
      <rect x="64" y="52" width="56" height="34" rx="6" className="mk-art-accent" />
      <rect x="128" y="52" width="56" height="34" rx="6" className="mk-art-violet" transform="rotate(4 156 69)" />
    </>
  ),
  Campaign: (
    <>
      <rect x="-40" y="12" width="70" height="76" rx="10" className="mk-art-ghost" opacity="0.25" />
      <rect x="50" y="12" width="100" height="76" rx="10" className="mk-art-accent" />
      <rect x="170" y="12" width="70" height="76" rx="10" className="mk-art-ghost" opacity="0.25" />
      <path d="M94 40 l12 10 -12 10" className="mk-art-stroke" />
    </>
  ),
};
