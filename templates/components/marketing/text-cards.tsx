import { createElement } from 'react';

/** A grid of plain cards: a title and a sentence each, no link. */
export function TextCards({
  items,
  columns,
  className,
  itemClassName,
  headingLevel = 3,
}: {
  items: { title: string; text: string }[];
  columns: 2 | 3 | 4;
  className?: string;
  itemClassName?: string;
  headingLevel?: 3 | 4;
}) {
  return (
    <ul className={['grid', `grid--${columns}`, className].filter(Boolean).join(' ')} role="list">
      {items.map((item) => (
        <li key={item.title} className={['card', itemClassName].filter(Boolean).join(' ')}>
          {createElement(`h${headingLevel}`, { className: 'card__title' }, item.title)}
          <p className="card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
