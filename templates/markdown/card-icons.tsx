import type { ReactNode } from 'react';

/**
 * The icons a `::card{icon="…"}` may show, one per family of GSAP tools. Our own line drawings
 * on a 24px grid, stroked in currentColor; always decorative (the card's title names the tool).
 */
const GLYPHS = {
  /** Tweens, timelines and what the core animates: a dot in motion. */
  core: (
    <>
      <circle cx="15.5" cy="12" r="5.5" />
      <path d="M2.5 9h5M1.5 12h5.5M2.5 15h5" />
    </>
  ),
  /** Eases: a curve rising between two axes. */
  ease: (
    <>
      <path d="M3.5 3.5v17h17" />
      <path d="M3.5 20.5C12 20.5 11 5 20.5 4.5" />
    </>
  ),
  /** Scroll-driven tools: a mouse wheel over a downward arrow. */
  scroll: (
    <>
      <rect x="7" y="2" width="10" height="15" rx="5" />
      <path d="M12 5.5v3M9 19.5l3 2.5 3-2.5" />
    </>
  ),
  /** SVG tools: a path with its two end anchors. */
  svg: (
    <>
      <path d="M5 17.5C8 5 15 19 19 6.5" />
      <rect x="2.5" y="16" width="4" height="4" rx=".5" />
      <rect x="17.5" y="4" width="4" height="4" rx=".5" />
    </>
  ),
  /** Interface tools (drag, layout, gestures): two panels and a pointer. */
  ui: (
    <>
      <rect x="2.5" y="3" width="12" height="8" rx="1.5" />
      <rect x="2.5" y="14" width="7" height="7" rx="1.5" />
      <path d="M13.5 13 21 16l-3 1.2-1.3 3.3z" />
    </>
  ),
  /** Text tools: a letter T beside a text caret. */
  text: (
    <>
      <path d="M3.5 6.5V4h11v2.5M9 4v16M6.5 20h5" />
      <path d="M18.5 8v12M16.5 8h4M16.5 20h4" />
    </>
  ),
  /** React: an atom, drawn as three orbits around a nucleus. */
  react: (
    <>
      <ellipse cx="12" cy="12" rx="10" ry="4" />
      <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(60 12 12)" />
      <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(120 12 12)" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </>
  ),
  /** Tools for development only: code brackets. */
  'dev-tool': <path d="M8 6.5 2.5 12 8 17.5M16 6.5l5.5 5.5-5.5 5.5M13.5 4.5l-3 15" />,
} satisfies Record<string, ReactNode>;

export type CardIconName = keyof typeof GLYPHS;

export const CARD_ICON_NAMES = Object.keys(GLYPHS) as CardIconName[];

/** The icon of a card; an unknown name is an error that lists the known ones. */
export function CardIcon({ name }: { name: string }) {
  if (!Object.hasOwn(GLYPHS, name)) {
    throw new Error(`Unknown card icon "${name}". Known icons: ${CARD_ICON_NAMES.join(', ')}.`);
  }
  return (
    <svg
      className="card__icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[name as CardIconName]}
    </svg>
  );
}
