import type { Segment } from './schema.ts';

/** A hit's title or snippet; matched words in <mark>. Text only, never HTML. */
export function HitTitle({ segments }: { segments: Segment[] }) {
  return (
    <span className="search-hit__title">
      {segments.map(([text, marked], i) => (marked ? <mark key={i}>{text}</mark> : <span key={i}>{text}</span>))}
    </span>
  );
}

export function SearchIcon() {
  return (
    <svg className="search-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
