import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useHref } from '../context.ts';

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href);
}

/** Internal links get the base URL; external ones open as usual with a safe rel. */
export function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const toHref = useHref();
  if (isExternal(href)) {
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={toHref(href)} {...rest}>
      {children}
    </a>
  );
}
