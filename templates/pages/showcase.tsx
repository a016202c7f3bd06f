import type { PageMeta } from '../kinds/standalone-page.tsx';
import { useHref, usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Island } from '../islands/island.tsx';
import { PageHero } from '../components/marketing/page-hero.tsx';
import { Section } from '../components/marketing/section.tsx';
import { SHOWCASE_PAGE_SIZE, ShowcaseGallery } from '../components/showcase/gallery.tsx';

export const meta: PageMeta = {
  title: 'Showcase',
  description: 'Full-page pieces of ours built with GSAP: scroll scenes, a Flip gallery, line drawings, text effects and a draggable carousel, each with its code. Filter them by tag and plugin.',
  layout: 'wide',
};

export default function Page() {
  const { site } = usePage();
  const href = useHref();
  const cards = site.showcase.map((entry) => ({ ...entry, href: entry.external ?? href(entry.page), thumbnailSrc: href(entry.thumbnail) }));
  return (
    <div className="showcase">
      <PageHero
        eyebrow="Built with GSAP"
        title="Showcase"
        lead="Pieces we built to show what the tools do on a real page. Each one opens full size with its code beside it; pick tags and plugins to narrow the gallery."
        actions={[{ label: 'Browse demos', href: '/demos' }]}
      />
      <Section id="gallery" title="Gallery" intro="Every piece runs on the GSAP you can install today, and every animation waits for you when your system asks for reduced motion.">
        <Island name="showcase-gallery" component={ShowcaseGallery} props={{ entries: cards }} clientProps={{ pageSize: SHOWCASE_PAGE_SIZE }} load="load" />
      </Section>
      <Section id="build-your-own" title="Build your own" alt>
        <p>
          Every piece above starts with a tween. <Link href="/docs/v3/Installation">Install GSAP</Link>, work through the{' '}
          <Link href="/resources/">learning guides</Link>, and pick a <Link href="/demos">starter</Link> to experiment in.
        </p>
      </Section>
    </div>
  );
}
