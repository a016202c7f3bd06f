/**
 * Hides and shows the docs sidebar on wide screens (markup: templates/islands/sidebar-hide.tsx).
 * The state lives on the <aside> as a class, so layout.css can narrow it and widen the
 * content. Not remembered across pages: the spec keeps storage to theme and announcement.
 */
export function mount(el: HTMLElement): (() => void) | void {
  const sidebar = el.closest<HTMLElement>('.sidebar');
  const hide = el.querySelector<HTMLButtonElement>('.sidebar__hide');
  const show = el.querySelector<HTMLButtonElement>('.sidebar__show');
  if (!sidebar || !hide || !show) return;

  const set = (hidden: boolean) => {
    sidebar.classList.toggle('sidebar--hidden', hidden);
    show.hidden = !hidden;
    hide.hidden = hidden;
    // The pressed button disappears; focus goes to its counterpart, in the same place.
    (hidden ? show : hide).focus();
  };
  const teardown = new AbortController();
  hide.addEventListener('click', () => set(true), { signal: teardown.signal });
  show.addEventListener('click', () => set(false), { signal: teardown.signal });
  return () => teardown.abort();
}
