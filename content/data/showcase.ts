/**
 * Showcase entries. Until real submissions are collected these describe the kinds of sites
 * people build with GSAP, not particular sites: no names of third parties, and no URL unless
 * it has been checked.
 */
export interface ShowcaseEntry {
  /** Stable id, also the anchor on /showcase. */
  id: string;
  title: string;
  category: 'Product launch' | 'Portfolio' | 'Editorial' | 'E-commerce' | 'Agency' | 'Data story' | 'Web app' | 'Campaign';
  description: string;
  /** A checked https URL of the live site; omit when there is none. */
  url?: string;
  /** Tools and platforms used; the future tag filter reads these. */
  tags: string[];
}

export const showcase: ShowcaseEntry[] = [
  {
    id: 'product-launch',
    title: 'Scroll-told product launch',
    category: 'Product launch',
    description: 'A product turns, opens and explains itself as the visitor scrolls: pinned chapters, scrubbed timelines and numbers that count up when they arrive.',
    tags: ['ScrollTrigger', 'Timeline', 'Canvas'],
  },
  {
    id: 'portfolio',
    title: 'Designer portfolio',
    category: 'Portfolio',
    description: 'Project thumbnails that grow into full case studies with Flip, and headings that assemble letter by letter on arrival.',
    tags: ['Flip', 'SplitText', 'Webflow'],
  },
  {
    id: 'editorial',
    title: 'Long-form feature',
    category: 'Editorial',
    description: 'An illustrated news story where maps draw their routes, charts build in step with the text, and the reading pace stays with the reader.',
    tags: ['ScrollTrigger', 'DrawSVG', 'MotionPath'],
  },
  {
    id: 'e-commerce',
    title: 'Shop with tactile product cards',
    category: 'E-commerce',
    description: 'Cards that tilt toward the pointer, a cart that catches the item you add, and filters that reflow the grid without a jump.',
    tags: ['Flip', 'quickTo', 'React'],
  },
  {
    id: 'agency',
    title: 'Studio site with smooth scrolling',
    category: 'Agency',
    description: 'Layered parallax, images that lag a touch behind the page, and a full-screen menu that opens on a staggered timeline.',
    tags: ['ScrollSmoother', 'Timeline', 'Webflow'],
  },
  {
    id: 'data-story',
    title: 'Animated annual report',
    category: 'Data story',
    description: 'Figures that morph between chart types, lines that draw on, and labels that scramble into their final values.',
    tags: ['MorphSVG', 'DrawSVG', 'ScrambleText'],
  },
  {
    id: 'web-app',
    title: 'Dashboard micro-interactions',
    category: 'Web app',
    description: 'Sortable panels you can drag and throw, toasts that slide in on a shared ease, and layout changes that animate instead of snapping.',
    tags: ['Draggable', 'Inertia', 'Flip', 'Vue'],
  },
  {
    id: 'campaign',
    title: 'Interactive campaign microsite',
    category: 'Campaign',
    description: 'A short, playful experience driven by swipes and the wheel: each gesture moves to the next full-screen scene.',
    tags: ['Observer', 'Timeline', 'Next.js'],
  },
];

/** Entries using any of the given tools, in gallery order. */
export function showcaseTagged(tags: string[], list: ShowcaseEntry[] = showcase): ShowcaseEntry[] {
  return list.filter((entry) => entry.tags.some((tag) => tags.includes(tag)));
}
