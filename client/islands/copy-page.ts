/**
 * "Copy page" (markup: templates/islands/copy-page.tsx): puts the page's Markdown twin on the
 * clipboard, says "Copied" on the button and to screen readers for a moment, or "Copy failed"
 * when the twin cannot be fetched or the clipboard refuses. The twin is fetched inside the
 * clipboard write (a ClipboardItem holding a promise) where the browser supports it, so the
 * click's permission to write is not lost while the request runs.
 */
export function mount(el: HTMLElement, props: { twin: string }): (() => void) | void {
  const button = el.querySelector<HTMLButtonElement>('.copy-page__button');
  const status = el.querySelector<HTMLElement>('[aria-live]');
  if (!button) return;
  let timer: number | undefined;
  const say = (label: string, message: string) => {
    button.textContent = label;
    button.toggleAttribute('data-copied', label === 'Copied');
    if (status) status.textContent = message;
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      timer = undefined;
      button.textContent = 'Copy page';
      button.removeAttribute('data-copied');
      if (status) status.textContent = '';
    }, 2000);
  };
  const twinText = () =>
    fetch(props.twin).then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.text();
    });
  const teardown = new AbortController();
  button.addEventListener(
    'click',
    async () => {
      try {
        if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
          const blob = twinText().then((text) => new Blob([text], { type: 'text/plain' }));
          await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
        } else {
          await navigator.clipboard.writeText(await twinText());
        }
        say('Copied', 'Page copied as Markdown');
      } catch (error) {
        console.warn('Copying the page failed', error);
        say('Copy failed', 'The page could not be copied');
      }
    },
    { signal: teardown.signal },
  );
  return () => {
    teardown.abort();
    clearTimeout(timer);
    button.textContent = 'Copy page';
    button.removeAttribute('data-copied');
  };
}
