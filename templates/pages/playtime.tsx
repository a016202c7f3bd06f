import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { Island } from '../islands/island.tsx';
import { Playtime } from '../islands/playtime.tsx';
import { usePage, useHref } from '../context.ts';
import { PRESETS } from '../../content/data/playtime.ts';

export const meta: PageMeta = {
  title: 'Playtime',
  description: 'A GSAP playground: edit a tween, a timeline, a ScrollTrigger or a Flip and watch it run as you type; share it with a link.',
  layout: 'wide',
};

export default function Page() {
  const { site } = usePage();
  const href = useHref();
  const frame = (name: string) => href(`/${site.outputFiles.frames}/${name}/`);
  return (
    <div className="container playtime">
      <header className="playtime-header">
        <h1>Playtime</h1>
        <p className="lead">
          Try GSAP without setting anything up: pick a starting point, change the code, and the stage runs it as you type. The
          address bar keeps your code, so a link shows someone else exactly what you made.
        </p>
      </header>
      <Island
        name="playtime"
        component={Playtime}
        load="load"
        props={{
          presets: PRESETS,
          frames: { '3.12.5': frame('playtime-stage'), '3.13.0': frame('playtime-stage-3.13'), lottie: frame('playtime-stage-lottie') },
          demosUrl: href(`/${site.outputFiles.demoCode}`),
        }}
      />
      <section className="playtime-more" aria-labelledby="playtime-more">
        <h2 id="playtime-more">Where to go from here</h2>
        <p>
          Every demo in the docs has an <strong>Open in Playtime</strong> link that brings its code here. Look up the options of{' '}
          <Link href="/docs/v3/GSAP/gsap.to()">gsap.to()</Link> and <Link href="/docs/v3/GSAP/Timeline">timelines</Link>, keep the{' '}
          <Link href="/cheatsheet">cheat sheet</Link> open, or browse the <Link href="/demos">demos</Link>.
        </p>
      </section>
    </div>
  );
}
