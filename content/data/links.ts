/** A labelled link with one line of context, used by "next steps" and "popular pages" lists. */
export interface LinkItem {
  label: string;
  /** Internal path (must be a page this site builds) or an https URL. */
  href: string;
  text?: string;
}

/** External places the marketing pages point to. Profile URLs only: no guessed deep links. */
export const external = {
  codepen: 'https://codepen.io/GreenSock',
  stackblitz: 'https://stackblitz.com/@GreenSockLearning/collections',
  github: 'https://github.com/greensock/GSAP',
  npm: 'https://www.npmjs.com/package/gsap',
  youtube: 'https://www.youtube.com/@GreenSockLearning',
  forums: 'https://gsap.com/community/',
  pricing: 'https://gsap.com/pricing/',
  standardLicense: 'https://gsap.com/standard-license',
} as const;

/** The usual way out of a tool landing page. */
export const learnNextSteps: LinkItem[] = [
  { label: 'Install GSAP', href: '/docs/v3/Installation', text: 'npm, a CDN link, or a zip: pick what suits the project.' },
  { label: 'Read the docs', href: '/docs/v3/', text: 'Every method, property and plugin, with examples.' },
  { label: 'Learn the basics', href: '/resources/', text: 'Guides that start from your first tween.' },
  { label: 'Grab a starter', href: '/demos', text: 'Templates and demo ideas to fork and pull apart.' },
  { label: 'Community demos on CodePen', href: external.codepen, text: 'Demos from the GreenSock team, ready to fork.' },
];
