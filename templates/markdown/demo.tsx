import type { ReactNode } from 'react';
import { Island } from '../islands/island.tsx';
import { GsapDemo } from '../islands/gsap-demo.tsx';

export interface DemoProps {
  /** The demo module: client/demos/<name>.ts. */
  name: string;
  /** From the module, read at build time (cli/demos/collect-demos.ts). */
  title: string;
  version: '3.12.5' | '3.13.0';
  /** The demo's code region, highlighted like every code block (cli/markdown/remark-gsite-demos.ts). */
  children?: ReactNode;
}

/**
 * `::demo{name="…"}`: the title, the stage with its controls (an island that loads when it
 * comes into view, client/islands/gsap-demo.ts), and the code that makes the motion.
 */
export function Demo({ name, title, version, children }: DemoProps) {
  return (
    <figure className="demo" data-demo={name}>
      <figcaption className="demo__header">
        <span className="demo__title">{title}</span>
        {/* CustomBounce and CustomWiggle were members-only in 3.12: those demos run 3.13.0. */}
        {version === '3.13.0' ? <span className="demo__version">Runs GSAP 3.13.0</span> : null}
      </figcaption>
      <Island name="gsap-demo" component={GsapDemo} props={{ name, title, version }} load="visible" lazy />
      <div className="demo__code">{children}</div>
    </figure>
  );
}
