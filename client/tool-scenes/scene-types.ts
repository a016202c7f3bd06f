/**
 * What a tool page's scene module (client/tool-scenes/<family>.ts) gives the player
 * (client/islands/tool-hero.ts). The module brings its own gsap (3.12.5, or 3.13.0 for the
 * plugins that were members-only in 3.12), so the player itself loads none.
 */
export interface Scene {
  /** The whole scene, paused at its start. */
  timeline: GSAPTimeline;
  /** Kills everything the scene made and puts the server's still frame back. */
  revert(): void;
}

export interface SceneModule {
  /** Builds the scene on the server's markup in `root` (the island's figure); `props` are the island's. */
  build(root: HTMLElement, props: Record<string, unknown>): Scene;
  /** For a scroll-driven scene: ties the timeline to the page's scroll; returns the undo. */
  scrub?(root: HTMLElement, scene: Scene): () => void;
  /** Interaction that works whatever the motion setting (dragging): set up once; returns the undo. */
  setup?(root: HTMLElement): () => void;
}
