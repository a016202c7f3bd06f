import type { ReactNode } from 'react';
import type { SiteConfig } from '../../cli/config/schema.ts';
import { Link } from './link.tsx';

export type SocialIconName = SiteConfig['socialLinks'][number]['icon'];

/**
 * Our own line drawings on a 24px grid, stroked in currentColor so they follow the text
 * colour (hover, focus, both modes). Simplified shapes, not the networks' artwork: the
 * visible label beside each icon carries the name.
 */
const GLYPHS: Record<SocialIconName, ReactNode> = {
  codepen: (
    <>
      <path d="M12 2.5 21.5 8.7v6.6L12 21.5 2.5 15.3V8.7z" />
      <path d="M12 2.5v6.3M12 15.2v6.3M2.5 8.7 12 15.2l9.5-6.5M2.5 15.3 12 8.8l9.5 6.5" />
    </>
  ),
  github: (
    <>
      <path d="M9 21v-3c0-.9.3-1.6.8-2-2.8-.3-5.3-1.4-5.3-5.7 0-1.2.4-2.3 1.2-3.1-.2-.5-.5-1.8.1-3.3 0 0 1-.3 3.3 1.2a11 11 0 0 1 5.8 0c2.3-1.5 3.3-1.2 3.3-1.2.6 1.5.3 2.8.1 3.3.8.8 1.2 1.9 1.2 3.1 0 4.3-2.5 5.4-5.3 5.7.5.4.8 1.2.8 2.2V21" />
      <path d="M9 18.4c-2.9.9-3.5-1.3-5-1.7" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M13 21.5v-9c0-1.9.9-3 2.8-3h1.4M10 13.5h6" />
    </>
  ),
  linkedin: (
    <>
      <rect x="2.5" y="2.5" width="19" height="19" rx="3.5" />
      <path d="M7.8 10.5V17M11.8 17v-6.5M11.8 13.6c0-1.9 1.2-3.1 2.7-3.1s2.5 1 2.5 3V17" />
      <circle cx="7.8" cy="7.4" r=".6" />
    </>
  ),
  x: (
    <>
      <path d="M3.5 3.5h4.6l12.4 17h-4.6z" />
      <path d="M20.2 3.5l-6.6 7.3M3.8 20.5l6.6-7.3" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4.5" />
      <path d="M10 9.3v5.4l4.6-2.7z" fill="currentColor" />
    </>
  ),
};

/** The icon of a `socialLinks` entry, decorative: always pair it with the label. */
export function SocialIcon({ icon, size = 20 }: { icon: SocialIconName; size?: number }) {
  return (
    <svg
      className="social-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[icon]}
    </svg>
  );
}

/** One `socialLinks` entry as a link: icon and visible label (footer and mobile drawer). */
export function SocialLink({ link, className }: { link: SiteConfig['socialLinks'][number]; className: string }) {
  return (
    <Link href={link.href} className={className}>
      <SocialIcon icon={link.icon} />
      <span>{link.label}</span>
    </Link>
  );
}
