/** Closes the announcement bar and remembers it for this bar id (markup: templates/islands/announcement-close.tsx). */
import { writeStorage } from '../runtime/storage.ts';

// The head script (templates/layout/theme-script.ts) reads the same keys before first paint.
export function mount(el: HTMLElement, props: { id?: unknown }): () => void {
  const teardown = new AbortController();
  el.querySelector('button')?.addEventListener(
    'click',
    () => {
      document.documentElement.classList.add('announcement-dismissed');
      // Focus would be lost with the bar: hand it to the page's skip link target.
      document.getElementById('main')?.focus({ preventScroll: true });
      writeStorage('announcement.id', String(props.id), 'closing the announcement');
      writeStorage('announcement.dismiss', 'true', 'closing the announcement');
    },
    { signal: teardown.signal },
  );
  return () => teardown.abort();
}
