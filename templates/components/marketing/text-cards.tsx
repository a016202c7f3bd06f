/** A grid of plain cards: a title and a sentence each, no link. */
export function TextCards({ items, columns, className }: { items: { title: string; text: string }[]; columns: 2 | 3 | 4; className?: string }) {
  return (
    <ul className={['grid', `grid--${columns}`, className].filter(Boolean).join(' ')} role="list">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3 className="card__title">{item.title}</h3>
          <p className="card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
