/**
 * Server markup of the menu button that opens the mobile drawer. Its client entry
 * (client/islands/navbar.ts) runs the whole header: dropdowns, drawer, hide-on-scroll.
 */
export function MenuButton({ drawerId }: { drawerId: string }) {
  return (
    <button type="button" className="navbar__toggle" aria-label="Open main menu" aria-expanded="false" aria-controls={drawerId}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
