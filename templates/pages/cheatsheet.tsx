import type { PageMeta } from '../kinds/standalone-page.tsx';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { CodeSnippet } from '../components/marketing/code-snippet.tsx';
import { cheatsheet } from '../../content/data/cheatsheet.ts';

export const meta: PageMeta = {
  title: 'Cheat Sheet',
  description: 'GSAP 3 on one page: tweens, timelines, control methods, eases, ScrollTrigger, plugins, installation and utility methods.',
  layout: 'page',
};

export default function Page() {
  const version = String(usePage().site.config.customFields.version ?? '3');
  return (
    <div className="container cheatsheet">
      <header className="cheatsheet-head">
        <h1>GSAP Cheat Sheet</h1>
        <p className="lead">
          The most-used parts of GSAP {version} in one place. Each section title links to its full docs. It prints on a few pages,
          too.
        </p>
        <nav aria-label="Cheat sheet sections">
          <ul className="cheatsheet-toc" role="list">
            {cheatsheet.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="cheatsheet-grid">
        {cheatsheet.map((section) => (
          <section key={section.id} className="cheatsheet-section" aria-labelledby={section.id}>
            <h2 id={section.id}>
              <Link href={section.href}>{section.title}</Link>
            </h2>
            {section.blocks.map((block) => (
              <div key={block.label} className="cheatsheet-block">
                <h3 className="cheatsheet-label">{block.label}</h3>
                <CodeSnippet code={block.code} lang={block.lang} />
              </div>
            ))}
          </section>
        ))}
      </div>
      <p className="muted cheatsheet-foot">
        Club GSAP plugins (DrawSVG, MorphSVG, SplitText, ScrambleText and others) needed a membership in the 3.12 era; see{' '}
        <Link href="/licensing">Licensing</Link>. Staggers have their own <Link href="/resources/getting-started/Staggers">guide</Link>.
      </p>
    </div>
  );
}
