import { usePage } from '../context.ts';
import { Link } from '../components/link.tsx';
import { Logo } from '../components/logo.tsx';

/** Spec §2 "Footer": link columns, legal links and the copyright line. */
export function Footer() {
  const { site } = usePage();
  const { footer } = site.config;
  const year = new Date(site.builtAt).getUTCFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo />
        </div>
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <nav key={column.title} className="footer__column" aria-label={column.title}>
              <h2 className="footer__title">{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <Link href={item.to ?? item.href ?? '#'}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer__bottom">
          <p className="footer__copyright">
            {'© '}
            <span data-current-year>{year}</span>
            {` ${footer.company} - A ${footer.parentCompany} Product. All rights reserved.`}
          </p>
          {footer.legal.length ? (
            <ul className="footer__legal">
              {footer.legal.map((item) => (
                <li key={item.label}>
                  <Link href={item.to ?? item.href ?? '#'}>{item.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
