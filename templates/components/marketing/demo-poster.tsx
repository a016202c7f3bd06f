import type { ReactNode } from 'react';
import type { DemoFamilyId } from '../../../content/data/demos.ts';

/**
 * The still poster of a /demos card: our own small SVG per plugin family, drawn with
 * currentColor and three accent classes (templates/styles/demos-page.css), hidden from
 * assistive technology (the stage around it carries the demo's title). It sits inside the demo
 * stage, so the live demo replaces it when the preview starts.
 */
const A = 'demo-poster__a';
const B = 'demo-poster__b';
const C = 'demo-poster__c';
const GUIDE = 'demo-poster__guide';

const art: Record<DemoFamilyId, ReactNode> = {
  // Boxes rising into a row, with their trails.
  core: (
    <>
      <path className={GUIDE} d="M70 140V100M150 140V80M230 140V60" />
      <rect className={A} x="50" y="60" width="40" height="40" rx="6" />
      <rect className={B} x="130" y="40" width="40" height="40" rx="6" />
      <rect className={C} x="210" y="20" width="40" height="40" rx="6" />
    </>
  ),
  // A scroll bar beside content; a box moved part-way along its track.
  scrolltrigger: (
    <>
      <rect className={GUIDE} x="280" y="16" width="12" height="128" rx="6" />
      <rect className={A} x="280" y="48" width="12" height="40" rx="6" />
      <path className={GUIDE} d="M40 80H240" />
      <rect className={B} x="120" y="60" width="40" height="40" rx="6" />
    </>
  ),
  // Stacked sections with an arrow jumping to one of them.
  scroll: (
    <>
      <rect className={GUIDE} x="60" y="14" width="160" height="36" rx="6" />
      <rect className={A} x="60" y="62" width="160" height="36" rx="6" />
      <rect className={GUIDE} x="60" y="110" width="160" height="36" rx="6" />
      <path className={GUIDE} d="M250 30C280 40 280 70 232 80" />
      <path className={B} d="m232 80 14-10-2 16z" />
    </>
  ),
  // Items moving from a grid into a list.
  flip: (
    <>
      <rect className={A} x="30" y="30" width="40" height="40" rx="6" />
      <rect className={B} x="80" y="30" width="40" height="40" rx="6" />
      <rect className={C} x="30" y="80" width="40" height="40" rx="6" />
      <path className={GUIDE} d="M136 75h40" />
      <rect className={A} x="190" y="30" width="100" height="22" rx="6" />
      <rect className={B} x="190" y="64" width="100" height="22" rx="6" />
      <rect className={C} x="190" y="98" width="100" height="22" rx="6" />
    </>
  ),
  // A board of squares, a token dragged towards a corner.
  draggable: (
    <>
      <path className={GUIDE} d="M60 20h200v120H60zM110 20v120M160 20v120M210 20v120M60 60h200M60 100h200" />
      <rect className={A} x="166" y="66" width="38" height="28" rx="6" />
      <path className={GUIDE} d="M84 40C120 40 150 60 166 80" />
    </>
  ),
  // A dashed curve with an arrow on it.
  motionpath: (
    <>
      <path className={GUIDE} d="M30 130C80 10 170 10 190 80S280 150 300 40" />
      <path className={A} d="m180 62 26 12-26 12 6-12z" />
    </>
  ),
  // A line half drawn over its guide, and a circle turning into a star.
  svg: (
    <>
      <path className={GUIDE} d="M24 120C60 40 110 40 140 110" />
      <path className="demo-poster__stroke" d="M24 120C44 76 66 58 88 60" />
      <path className={B} d="m230 30 12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z" />
    </>
  ),
  // Letters settling into place.
  text: (
    <>
      <text className="demo-poster__text" x="40" y="100">
        A
      </text>
      <text className="demo-poster__text demo-poster__text--b" x="110" y="86">
        b
      </text>
      <text className="demo-poster__text demo-poster__text--c" x="170" y="110">
        c
      </text>
      <path className={GUIDE} d="M40 124h220" />
    </>
  ),
  // Panels with a swipe arrow across them.
  observer: (
    <>
      <rect className={GUIDE} x="20" y="30" width="90" height="100" rx="8" />
      <rect className={A} x="120" y="30" width="90" height="100" rx="8" />
      <rect className={GUIDE} x="220" y="30" width="90" height="100" rx="8" />
      <path className={GUIDE} d="M140 80h50" />
      <path className={B} d="m190 72 14 8-14 8z" />
    </>
  ),
  // A ball thrown in an arc, falling back under gravity.
  physics: (
    <>
      <path className={GUIDE} d="M30 140Q130-20 250 140" />
      <circle className={A} cx="200" cy="70" r="16" />
      <path className={GUIDE} d="M20 146h280" />
    </>
  ),
  // An ease curve in a graph, overshooting and settling.
  eases: (
    <>
      <path className={GUIDE} d="M60 140h200M60 140V20" />
      <path className="demo-poster__stroke" d="M60 140C120 140 130 10 190 30S240 44 260 40" />
      <circle className={B} cx="260" cy="40" r="8" />
    </>
  ),
  // A timeline panel: three bars and a playhead.
  gsdevtools: (
    <>
      <rect className={GUIDE} x="20" y="24" width="280" height="112" rx="8" />
      <rect className={A} x="40" y="44" width="90" height="14" rx="4" />
      <rect className={B} x="110" y="72" width="90" height="14" rx="4" />
      <rect className={C} x="180" y="100" width="90" height="14" rx="4" />
      <path className="demo-poster__stroke" d="M150 36v92" />
    </>
  ),
};

/** More drawings for the families with many cards, so that neighbouring cards differ. */
const more: Partial<Record<DemoFamilyId, ReactNode[]>> = {
  core: [
    // A circle travelling along a lane.
    <>
      <path className={GUIDE} d="M30 80h260" />
      <circle className={A} cx="70" cy="80" r="10" opacity="0.35" />
      <circle className={A} cx="130" cy="80" r="14" opacity="0.6" />
      <circle className={A} cx="210" cy="80" r="20" />
    </>,
    // A timeline: three tweens, the second overlapping the first, and a playhead.
    <>
      <rect className={A} x="30" y="40" width="120" height="18" rx="5" />
      <rect className={B} x="110" y="72" width="110" height="18" rx="5" />
      <rect className={C} x="200" y="104" width="90" height="18" rx="5" />
      <path className="demo-poster__stroke" d="M170 28v104" />
    </>,
  ],
  scrolltrigger: [
    // A section pinned in a scrolling box while its content slides.
    <>
      <rect className={GUIDE} x="40" y="20" width="200" height="120" rx="8" />
      <rect className={A} x="280" y="60" width="12" height="48" rx="6" />
      <rect className={GUIDE} x="280" y="16" width="12" height="128" rx="6" />
      <rect className={B} x="70" y="60" width="40" height="40" rx="6" />
      <rect className={C} x="170" y="60" width="40" height="40" rx="6" />
    </>,
  ],
  eases: [
    // A ball bouncing lower each time it lands.
    <>
      <path className={GUIDE} d="M30 130Q60 10 100 130Q125 50 150 130Q168 86 186 130Q198 110 210 130" />
      <circle className={A} cx="236" cy="118" r="12" />
      <path className={GUIDE} d="M20 131h280" />
    </>,
  ],
};

/** `variant`: the card's place among its family's cards; the family's drawings take turns. */
export function DemoPoster({ family, variant = 0 }: { family: DemoFamilyId; variant?: number }) {
  const drawings = [art[family], ...(more[family] ?? [])];
  return (
    <svg className="demo-poster" viewBox="0 0 320 160" width="320" height="160" aria-hidden="true" focusable="false">
      {drawings[variant % drawings.length]}
    </svg>
  );
}
