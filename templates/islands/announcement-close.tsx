/** Close button of the announcement bar; stores the dismissal with the bar's id. */
export function AnnouncementClose({ id }: { id: string }) {
  return (
    <button
      type="button"
      className="announcement__close"
      aria-label="Close announcement"
      onClick={() => {
        document.documentElement.classList.add('announcement-dismissed');
        try {
          localStorage.setItem('announcement.id', id);
          localStorage.setItem('announcement.dismiss', 'true');
        } catch {
          console.warn('Storage is unavailable: the announcement will show again on the next page.');
        }
      }}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
export default AnnouncementClose;
