import { Link } from '../components/link.tsx';

/** The button styles a page may use: the site's call to action and its quieter sibling. */
const VARIANTS = ['primary', 'secondary'] as const;

/**
 * `::button[Get started]{href="/docs/v3/Installation" variant="primary"}`: a link drawn as a
 * button, for a call to action in Markdown (raw HTML is not allowed). An unknown variant fails
 * the page's build.
 */
export function Button({ label, href, variant = 'primary' }: { label?: string; href?: string; variant?: string }) {
  if (!(VARIANTS as readonly string[]).includes(variant)) throw new Error(`::button: variant "${variant}" is not one of ${VARIANTS.join(', ')}.`);
  if (!href || !label) throw new Error('::button needs a [label] and an href: ::button[Get started]{href="/docs/v3/Installation"}.');
  return (
    <p className="button-row">
      <Link href={href} className={`button button--${variant}`}>
        {label}
      </Link>
    </p>
  );
}
