/**
 * Server markup of the desktop sidebar's hide/show pair; client/islands/sidebar-hide.ts
 * makes them work. Two buttons rather than one relabelled: each sits where it is needed
 * (the foot of the open sidebar, the narrow strip left when hidden). Both stay hidden
 * without JavaScript and on narrow screens (layout.css), where the sidebar is a drawer.
 */
export function SidebarHide({ controls }: { controls: string }) {
  return (
    <>
      <button type="button" className="sidebar__hide" aria-expanded="true" aria-controls={controls} aria-label="Collapse sidebar" title="Collapse sidebar">
        <Chevrons />
      </button>
      <button type="button" className="sidebar__show" aria-expanded="false" aria-controls={controls} aria-label="Expand sidebar" title="Expand sidebar" hidden>
        <Chevrons />
      </button>
    </>
  );
}

/** A double chevron pointing left; the show button flips it (CSS). */
function Chevrons() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M11 17l-5-5 5-5M18 17l-5-5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
