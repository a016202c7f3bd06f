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

export const dos: string[] = [
  'Use the files from the asset pack, unchanged.',
  'Leave clear space around the logo of at least half the tile’s height.',
  'Use the dark-background version on ink or photos darker than mid-grey.',
  'Keep the tile at 24 px or larger on screen.',
  'Refer to the library as “GSAP”, in capitals.',
];

export const donts: string[] = [
  'Stretch, skew, rotate or crop the logo.',
  'Recolour it outside the palette, or add shadows, outlines or glows.',
  'Place it on busy images where the tile loses its edge.',
  'Combine it with another logo into a new lockup, or imply an endorsement.',
  'Animate the logo in ways that distort its shape. Moving it along a path is fine; we are an animation library.',
];

/** The two logo treatments, as the custom properties the Logo component reads. */
export interface LogoTreatment {
  label: string;
  background: string;
  text: string;
  tile: string;
  curve: string;
  ball: string;
}

export const logoTreatments: LogoTreatment[] = [
  { label: 'On light backgrounds (gsap-logo.svg)', background: '#fffce1', text: '#0e100f', tile: '#0e100f', curve: '#fffce1', ball: '#0ae448' },
  { label: 'On dark backgrounds (gsap-logo-dark.svg)', background: '#0e100f', text: '#fffce1', tile: '#fffce1', curve: '#0e100f', ball: '#09b83a' },
];
