/**
 * /scroll/: a scene in the page itself, scrubbed by the page's scroll (ScrollTrigger with
 * scrub: true): the bars grow, the ball crosses and the line fills as the section moves up
 * through the viewport, and scrolling back runs it backwards. Under reduced motion the player
 * never ties it to the scroll; Play runs the same timeline once in time.
 */
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import type { Scene } from './scene-types.ts';

gsap.registerPlugin(ScrollTrigger);

export function build(root: HTMLElement): Scene {
  let timeline!: GSAPTimeline;
  const ctx = gsap.context(() => {
    timeline = gsap.timeline({ paused: true });
    timeline
      .from('[data-part="bar"]', { scaleY: 0, transformOrigin: '50% 100%', duration: 0.6, ease: 'power1.out', stagger: 0.15 }, 0)
      .from('[data-part="ball"]', { x: -800, rotation: -360, transformOrigin: '50% 50%', duration: 1.8, ease: 'none' }, 0)
      .from('[data-part="progress"]', { scaleX: 0, transformOrigin: '0% 50%', duration: 1.8, ease: 'none' }, 0);
  }, root);
  return { timeline, revert: () => ctx.revert() };
}

export function scrub(root: HTMLElement, scene: Scene): () => void {
  // From when the scene's top is near the bottom of the viewport until its bottom has passed a third of the way up.
  const trigger = ScrollTrigger.create({ trigger: root, start: 'top 90%', end: 'bottom 35%', scrub: true, animation: scene.timeline });
  // The timeline is the scene's: the player reverts it after this.
  return () => trigger.kill(false, true);
}
