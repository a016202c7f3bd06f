import type { PageMeta } from '../kinds/standalone-page.tsx';
import { Link } from '../components/link.tsx';
import { usePage, useHref } from '../context.ts';
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
  const { site } = usePage();
  const action = useHref()(site.config.search.path);
  return (
    <div className="container search">
      <h1>Search the documentation</h1>
      <form action={action} method="get" role="search" className="search-form">
        <label htmlFor="search-q" className="search-form__label">
          Search terms
        </label>
        <div className="search-form__row">
          <input id="search-q" type="search" name="q" maxLength={64} placeholder="Search docs" autoComplete="off" className="search-form__input" />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <p className="muted search-note" role="status">
        Results will appear here. Search is not switched on yet, so for now start from one of the pages below.
      </p>
      <section aria-labelledby="popular-title">
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
