/**
 * /ui/: Flip and Draggable. The tiles change places twice (Flip records them, the DOM order
 * changes, Flip animates the difference) and end in their first order, the art's still frame.
 * Each Flip is created when its step comes and added to the scene's timeline at that moment,
 * so the Pause button pauses it too. Any tile can be dragged sideways (Draggable, set up
 * whatever the motion setting, as it moves only when the visitor moves it) and springs back
 * when let go (at once under reduced motion).
 */
import { gsap } from 'gsap';
import { Flip } from 'gsap/Flip';
import { Draggable } from 'gsap/Draggable';
import type { Scene } from './scene-types.ts';

gsap.registerPlugin(Flip, Draggable);

/** The tiles' order after the first step; the second step puts them back. */
const SHUFFLE = [4, 0, 5, 1, 3, 2];

const partsOf = (root: HTMLElement) => ({
  grid: root.querySelector<HTMLElement>('[data-part="grid"]')!,
  tiles: [...root.querySelectorAll<HTMLElement>('[data-part="tile"]')].sort((a, b) => Number(a.dataset.tile) - Number(b.dataset.tile)),
});

export function build(root: HTMLElement): Scene {
  const { grid, tiles } = partsOf(root);
  const arrange = (order: number[]) => order.forEach((i) => grid.appendChild(tiles[i]!));
  const home = tiles.map((_, i) => i);
  const ctx = gsap.context(() => {}, root);
  const timeline = gsap.timeline({ paused: true });
  const step = (order: number[]) => () =>
    ctx.add(() => {
      const state = Flip.getState(tiles);
      arrange(order);
      timeline.add(Flip.from(state, { duration: 0.8, ease: 'power2.inOut', stagger: 0.05 }), timeline.time());
    });
  timeline
    .call(step(SHUFFLE), [], 0.1)
    .call(step(home), [], 1.6)
    // Room for the last Flip, which is added only when its step comes.
    .to({}, { duration: 1.2 }, 1.6);
  return {
    timeline,
    revert: () => {
      timeline.kill();
      ctx.revert();
      arrange(home);
    },
  };
}

export function setup(root: HTMLElement): () => void {
  const { tiles } = partsOf(root);
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  // type "x" leaves vertical swipes to the page, so the art never traps scrolling on a phone.
  const draggables = Draggable.create(tiles, {
    type: 'x',
    bounds: root.querySelector('.tool-ui'),
    onRelease() {
      gsap.to(this.target, { x: 0, duration: reduce.matches ? 0 : 0.5, ease: 'back.out(2)' });
    },
  });
  return () => draggables.forEach((d) => d.kill());
}
