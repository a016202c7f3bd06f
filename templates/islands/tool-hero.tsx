import type { ToolFamily } from '../../content/data/tool-types.ts';
import { ToolSceneArt } from '../components/marketing/tool-scene-art.tsx';
import { MotionToggle } from './hero-motion.tsx';

export interface ToolHeroProps {
  /** Which scene: the artwork here and client/tool-scenes/<scene>.ts in the browser. */
  scene: ToolFamily['slug'];
  /** The scene runs gsap 3.13.0 (MorphSVG, DrawSVG: members-only in 3.12), and says so. */
  version?: '3.13.0';
}

/**
 * Server markup of a tool page's live scene (client: client/islands/tool-hero.ts): the
 * artwork as its still frame and the play/pause button, which sits in the artwork's top right
 * corner out of flow, so changing its label never moves anything.
 */
export function ToolHero({ scene, version }: ToolHeroProps) {
  return (
    <figure className={`tool-hero tool-hero--${scene}`} data-scene={scene}>
      <div className="tool-hero__stage">
        <ToolSceneArt scene={scene} />
        <MotionToggle className="tool-hero__toggle" />
      </div>
      {version ? <figcaption className="tool-hero__version">{`Runs GSAP ${version}`}</figcaption> : null}
    </figure>
  );
}
