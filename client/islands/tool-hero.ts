/**
 * The live scene of a tool page (markup: templates/islands/tool-hero.tsx; scenes:
 * client/tool-scenes/<family>.ts, each a chunk of its own with its gsap, loaded when the island
 * comes into view).
 *
 * When it plays: once, as soon as it is in view, unless the visitor prefers reduced motion;
 * then the server's still frame stays until they press Play, which plays it once. The button
 * pauses while it plays and plays again (from the start once finished). A scroll-driven scene
 * follows the page's scroll instead and has no button, except under reduced motion, where it
 * keeps still and Play runs it once in time. A changed system setting starts over under the
 * new setting.
 *
 * Test hook: the figure's data-scene-state (idle | playing | paused | ended | scroll).
 */
import type { Scene, SceneModule } from '../tool-scenes/scene-types.ts';

const SCENES = new Set(['core', 'scroll', 'svg', 'ui', 'text']);

type State = 'idle' | 'playing' | 'paused' | 'ended' | 'scroll';

export function mount(el: HTMLElement, props: Record<string, unknown>): () => void {
  const root = el.querySelector<HTMLElement>('.tool-hero');
  const button = el.querySelector<HTMLButtonElement>('.tool-hero__toggle');
  const name = props.scene;
  const teardown = new AbortController();
  const { signal } = teardown;
  if (!root || !button || typeof name !== 'string' || !SCENES.has(name)) {
    console.warn('tool-hero: markup or props not as expected; the still artwork stays.');
    return () => {};
  }
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  let mod: SceneModule | null = null;
  let scene: Scene | null = null;
  let unscrub: (() => void) | null = null;
  let unsetup: (() => void) | null = null;

  const show = (state: State) => {
    root.dataset.sceneState = state;
    if (state === 'scroll') {
      // Scroll drives it: the button could do nothing, so it is hidden.
      delete button.dataset.state;
      return;
    }
    const playing = state === 'playing';
    const label = playing ? 'Pause animation' : 'Play animation';
    button.setAttribute('aria-label', label);
    button.title = label;
    button.dataset.state = playing ? 'playing' : 'paused';
  };

  /** Back to the server's still frame. */
  const clear = () => {
    unscrub?.();
    unscrub = null;
    scene?.revert();
    scene = null;
  };

  const play = () => {
    if (!mod) return;
    if (!scene || unscrub || scene.timeline.progress() === 1) {
      clear();
      scene = mod.build(root, props);
      scene.timeline.eventCallback('onComplete', () => show('ended'));
    }
    scene.timeline.play();
    show('playing');
  };

  /** Applies the visitor's motion setting from a clean start. */
  const start = () => {
    if (!mod) return;
    clear();
    if (reduce.matches) show('idle');
    else if (mod.scrub) {
      scene = mod.build(root, props);
      unscrub = mod.scrub(root, scene);
      show('scroll');
    } else play();
  };

  button.addEventListener(
    'click',
    () => {
      if (root.dataset.sceneState === 'playing') {
        scene?.timeline.pause();
        show('paused');
      } else play();
    },
    { signal },
  );
  reduce.addEventListener('change', start, { signal });

  import(`../tool-scenes/${name}.ts`)
    .then((loaded: SceneModule) => {
      if (signal.aborted) return;
      mod = loaded;
      unsetup = mod.setup?.(root) ?? null;
      start();
    })
    .catch((error: unknown) => console.error('tool-hero: the scene did not load; the still artwork stays.', error));

  return () => {
    teardown.abort();
    unsetup?.();
    clear();
  };
}
