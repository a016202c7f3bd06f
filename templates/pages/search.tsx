import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { Island } from '../islands/island.tsx';
import SearchPage from '../islands/search-page.tsx';
import { useSearchConfig } from '../islands/search-config.ts';
import type { LinkItem } from '../../content/data/links.ts';

export const meta: PageMeta = {
  title: 'Search the documentation',
  description: 'Search the GSAP documentation, guides and blog.',
  layout: 'page',
};

const popular: LinkItem[] = [
  { label: 'Installation', href: '/docs/v3/Installation' },
  { label: 'gsap.to()', href: '/docs/v3/GSAP/gsap.to()' },
  { label: 'Timeline add()', href: '/docs/v3/GSAP/Timeline/add()' },
  { label: 'ScrollTrigger', href: '/docs/v3/Plugins/ScrollTrigger/' },
  { label: 'ScrollTrigger.batch()', href: '/docs/v3/Plugins/ScrollTrigger/static.batch()' },
  { label: 'All plugins', href: '/docs/v3/Plugins/' },
  { label: 'Staggers', href: '/resources/getting-started/Staggers' },
  { label: 'GSAP & React', href: '/resources/React' },
  { label: 'Cheat sheet', href: '/cheatsheet' },
];

export default function Page() {
  const config = useSearchConfig();
  return (
    <div className="container search">
      <h1>Search the documentation</h1>
      <Island name="search-page" component={SearchPage} props={{ config }} load="load" lazy />
      <noscript>
        <p className="muted search-note">Search runs in your browser and needs JavaScript. Without it, start from one of the pages below.</p>
      </noscript>
      <section aria-labelledby="popular-title" className="search-popular-section">
        <h2 id="popular-title">Popular pages</h2>
        <ul className="search-popular">
          {popular.map((item) => (
            <li key={item.href}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
