import type { ReactNode } from 'react';
import { Island } from '../islands/island.tsx';
import { GsapDemo, type DemoControls, type DemoKind } from '../islands/gsap-demo.tsx';
import { useHref } from '../context.ts';

export interface DemoProps {
  /** The demo module: client/demos/<name>.ts. */
  name: string;
  /** From the module, read at build time (cli/demos/collect-demos.ts). */
  title: string;
  version: '3.12.5' | '3.13.0';
  /** `scroll` for a demo whose stage is its own scroll box (`scroll: true`). Default `time`. */
  demoKind?: DemoKind;
  /** What the player's controls drive. Default `time`. */
  demoControls?: DemoControls;
  /** One line under the title, when the module has a `note`. */
  demoNote?: string;
  /** The demo's code region, highlighted like every code block (cli/markdown/remark-gsite-demos.ts). */
  children?: ReactNode;
}

/**
 * `::demo{name="…"}`: the title, the stage with its controls (an island that loads when it
 * comes into view, client/islands/gsap-demo.ts), and the code that makes the motion.
 */
export function Demo({ name, title, version, demoKind = 'time', demoControls = 'time', demoNote, children }: DemoProps) {
  const kind: DemoKind = demoKind === 'scroll' ? 'scroll' : 'time';
  const controls: DemoControls = demoControls === 'none' || (kind === 'scroll' && demoControls === 'scroll') ? demoControls : 'time';
  const href = useHref();
  return (
    <figure className="demo" data-demo={name} data-kind={kind}>
      <figcaption className="demo__header">
        <span className="demo__title">{title}</span>
        {/* CustomBounce, InertiaPlugin, MorphSVG, SplitText… were members-only in 3.12: those demos run 3.13.0. */}
        {version === '3.13.0' ? <span className="demo__version">Runs GSAP 3.13.0</span> : null}
        {/* The link's name starts with its visible text (label in name) and says which demo. */}
        <a className="demo__playtime" href={href(`/playtime?demo=${encodeURIComponent(name)}`)} aria-label={`Open in Playtime: ${title}`}>
          Open in Playtime
        </a>
        {demoNote ? <span className="demo__note">{demoNote}</span> : null}
      </figcaption>
      <Island name="gsap-demo" component={GsapDemo} props={{ name, title, version, kind, controls }} load="visible" lazy />
      <div className="demo__code">{children}</div>
    </figure>
  );
}
