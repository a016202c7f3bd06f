import type { SiteConfig } from '../../cli/config/schema.ts';
import { routeKey } from '../../cli/routes/route.ts';
import type { SiteData } from '../../cli/routes/site-data.ts';
import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Logo } from '../components/logo.tsx';
import { SocialLink } from '../components/social-icon.tsx';
import { Island } from '../islands/island.tsx';
import { NewsletterForm } from '../islands/newsletter-form.tsx';

type FooterLink = SiteConfig['footer']['columns'][number]['items'][number];

/**
 * Runs while the footer is parsed, before it is painted: the build may be a year old, the
 * visitor's clock is not. Constant text, so one CSP hash covers every page.
 */
export const CURRENT_YEAR_SCRIPT = 'document.querySelectorAll("[data-current-year]").forEach(function(e){e.textContent=new Date().getFullYear()})';

const docKeysOf = new WeakMap<object, Set<string>>();

/**
 * Route keys of every docs page in this build: worked out once per build (the same docs
 * object serves every page), not by walking every doc on every page.
 */
export function builtDocKeys(site: Pick<SiteData, 'docs'>): Set<string> {
  let keys = docKeysOf.get(site.docs);
  if (!keys) {
    keys = new Set<string>();
    for (const collection of Object.values(site.docs)) for (const doc of Object.values(collection.docs)) keys.add(routeKey(doc.path));
    docKeysOf.set(site.docs, keys);
  }
  return keys;
}

/** Where a footer link points in this build: `to` once its docs page exists, else `fallback`. */
export function footerHref(link: FooterLink, docKeys: Set<string>): string {
  if (link.href !== undefined) return link.href;
  const to = link.to!;
  if (link.fallback !== undefined && !docKeys.has(routeKey(to.split('#')[0]!))) return link.fallback;
  return to;
}

/** Spec §2 "Footer": home link, newsletter, link columns, legal links and the copyright line. */
export function Footer() {
  const { site } = usePage();
  const { footer, newsletter, socialLinks, tagline } = site.config;
  const docKeys = builtDocKeys(site);
  const year = site.copyrightYear;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Link href="/" className="footer__home" aria-label={`${site.config.navbar.title ?? site.config.title} home`}>
            <Logo />
          </Link>
          {tagline ? <p className="footer__tagline">{tagline}</p> : null}
          {newsletter ? <Island name="newsletter-form" component={NewsletterForm} props={{ action: newsletter.action, method: newsletter.method }} load="visible" /> : null}
        </div>
        <nav className="footer__nav" aria-label="Footer">
          {footer.columns.map((column, i) => (
            <div key={i} className="footer__column">
              <h2 className="footer__title">{column.to ? <Link href={column.to}>{column.title}</Link> : column.title}</h2>
              <ul role="list" className={column.social ? 'footer__links footer__links--social' : 'footer__links'}>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <Link href={footerHref(item, docKeys)}>{item.label}</Link>
                  </li>
                ))}
                {column.social
                  ? socialLinks.map((link) => (
                      <li key={link.href}>
                        <SocialLink link={link} className="footer__social" />
                      </li>
                    ))
                  : null}
              </ul>
            </div>
          ))}
        </nav>
        <div className="footer__bottom">
          <p className="footer__copyright">
            {'© '}
            <span data-current-year>{year}</span>
            {` ${footer.company} - A ${footer.parentCompany} Product. All rights reserved.`}
          </p>
          <script dangerouslySetInnerHTML={{ __html: CURRENT_YEAR_SCRIPT }} />
          {footer.legal.length ? (
            <ul role="list" className="footer__legal">
              {footer.legal.map((item) => (
                <li key={item.label}>
                  <Link href={footerHref(item, docKeys)}>{item.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
