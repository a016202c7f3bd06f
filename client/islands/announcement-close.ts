/** Closes the announcement bar and remembers it for this bar id (markup: templates/islands/announcement-close.tsx). */
export function mount(el: HTMLElement, props: { id?: unknown }): void {
  el.querySelector('button')?.addEventListener('click', () => {
    document.documentElement.classList.add('announcement-dismissed');
    try {
      localStorage.setItem('announcement.id', String(props.id));
      localStorage.setItem('announcement.dismiss', 'true');
    } catch {
      console.warn('Storage is unavailable: the announcement will show again on the next page.');
    }
  });
}
