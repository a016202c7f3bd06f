/**
 * /text/: the page's own title, already cut into letters on the server (templates/pages/text/
 * index.tsx: the letters are aria-hidden, a visually hidden copy carries the word), drops in
 * letter by letter, while the art beside it shows the three cuts SplitText makes: a line, its
 * words, their characters. Core gsap only: the split is done by the markup, so no SplitText
 * is loaded for it.
 */
import { gsap } from 'gsap';
import type { Scene } from './scene-types.ts';

export function build(root: HTMLElement): Scene {
  const hero = root.closest('.mk-hero') ?? document;
  const letters = [...hero.querySelectorAll<HTMLElement>('.text-title__char')];
  let timeline!: GSAPTimeline;
  const ctx = gsap.context(() => {
    timeline = gsap.timeline({ paused: true });
    if (letters.length) timeline.from(letters, { yPercent: -90, rotation: -30, opacity: 0, duration: 0.7, ease: 'back.out(2.2)', stagger: 0.12 }, 0);
    timeline
      .from('[data-part="line"]', { scaleX: 0, transformOrigin: '0% 50%', duration: 0.6, ease: 'power2.out' }, 0.1)
      .from('[data-part="word"]', { y: 24, opacity: 0, duration: 0.5, ease: 'power2.out', stagger: 0.1 }, 0.4)
      .from('[data-part="char"]', { y: -40, rotation: -40, opacity: 0, transformOrigin: '50% 50%', duration: 0.5, ease: 'back.out(2)', stagger: 0.05 }, 0.8);
  }, root);
  return { timeline, revert: () => ctx.revert() };
}
