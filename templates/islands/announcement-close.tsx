/** Server markup of the announcement bar's close button; client/islands/announcement-close.ts wires it. */
export function AnnouncementClose(_props: { id: string }) {
  return (
    <button type="button" className="announcement__close" aria-label="Close announcement">
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
