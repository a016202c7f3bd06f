import { Link } from '../link.tsx';
import type { LinkItem } from '../../../content/data/links.ts';
import { Section } from './section.tsx';

/** A grid of whole-card links; the label is the link's name, the text its description. */
export function LinkCards({ items, columns = 4 }: { items: LinkItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid grid--${columns} mk-link-cards`} role="list">
      {items.map((item) => (
        <li key={item.href + item.label}>
          <Link href={item.href} className="card mk-link-card">
            <span className="card__title">{item.label}</span>
            {item.text ? <span className="card__text">{item.text}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The closing "Next steps" band of a landing page. */
export function NextSteps({ items, alt, contained }: { items: LinkItem[]; alt?: boolean; contained?: boolean }) {
  return (
    <Section id="next-steps" title="Next steps" alt={alt} contained={contained}>
      <LinkCards items={items} columns={3} />
    </Section>
  );
}
