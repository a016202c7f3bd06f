/**
 * Brand colours. Values mirror the light palette in templates/styles/tokens.css (and the
 * dark-mode logo accent); update both together.
 */
export interface Swatch {
  name: string;
  hex: string;
  /** The CSS custom property that carries it on this site. */
  token: string;
  use: string;
}

export const swatches: Swatch[] = [
  { name: 'Ink', hex: '#0e100f', token: '--text (light) · --bg (dark)', use: 'Text on light backgrounds, dark backgrounds, the logo tile.' },
  { name: 'Cream', hex: '#fffce1', token: '--bg (light) · --text (dark)', use: 'Page background, text on dark, the logo curve.' },
  { name: 'Green', hex: '#0ae448', token: '--accent', use: 'The ball in the logo, primary buttons, highlights. Never for body text on cream.' },
  { name: 'Deep green', hex: '#087a2e', token: '--accent-text', use: 'Links and green text on light backgrounds.' },
  { name: 'Logo green on cream', hex: '#09b83a', token: '--logo-accent (dark)', use: 'The ball when the logo tile is cream.' },
  { name: 'Violet', hex: '#5a2be0', token: '--violet', use: 'Focus rings and badges; a supporting colour, used sparingly.' },
];

/** Gradients built from the palette, for large backgrounds only. */
export const gradients: { name: string; css: string; use: string }[] = [
  { name: 'Glow', css: 'linear-gradient(135deg, #0ae448 0%, #fffce1 100%)', use: 'Hero bands on light pages.' },
  { name: 'Night', css: 'linear-gradient(135deg, #0e100f 0%, #087a2e 100%)', use: 'Dark feature bands; put cream text on the ink end.' },
];

/** How much room the logo needs; the page and the kit's README say the same. */
export const clearSpace = 'Keep clear space on every side of the logo of at least half the tile’s height: no text, edge or other mark inside it.';
export const minimumSize = 'Show the tile at 24 px tall or larger on screen (the mark alone at 16 px for favicons), and 8 mm tall in print.';

export const dos: string[] = [
  'Use the files from the brand kit, unchanged.',
  'Use the dark-background version on ink or photos darker than mid-grey.',
  'Pick the PNG nearest the size you show, or the SVG for any size.',
  'Refer to the library as “GSAP”, in capitals.',
];

export const donts: string[] = [
  'Stretch, skew, rotate or crop the logo.',
  'Recolour it outside the palette, or add shadows, outlines or glows.',
  'Place it on busy images where the tile loses its edge.',
  'Combine it with another logo into a new lockup, or imply an endorsement.',
  'Animate the logo in ways that distort its shape. Moving it along a path is fine; we are an animation library.',
];

const byName = (name: string) => swatches.find((s) => s.name === name)!;

/** The two text colours: each swatch on /brand states its contrast with both (dark first). */
export const textColours: Swatch[] = [byName('Ink'), byName('Cream')];

/** The palette as the brand kit writes it (palette.css, palette.json): name, value, role. */
export const kitPalette = swatches.map((s) => ({ name: s.name, hex: s.hex, role: s.use }));

/** The brand kit's README.md: the same guidance as the page, in the same words. */
export const kitNotes = {
  title: 'GSAP brand kit',
  intro:
    'The GSAP logo and mark for light and dark backgrounds, as SVG and as PNG at five widths, with the colour palette as CSS custom properties and JSON. Made by the docs site’s build from the same files and values as its brand page, so the two always agree.',
  sections: [
    { heading: 'Clear space', items: [clearSpace] },
    { heading: 'Minimum size', items: [minimumSize] },
    { heading: 'Do', items: dos },
    { heading: 'Don’t', items: donts },
  ],
};
