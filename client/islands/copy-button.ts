/**
 * The copy button of a code block (markup: templates/islands/copy-button.tsx). It copies the
 * text of the block's <code> element, which is exactly the code.
 */
export function mount(el: HTMLElement): (() => void) | void {
  const button = el.querySelector('button');
  const status = el.querySelector<HTMLElement>('[aria-live]');
  if (!button) return;
  let timer: number | undefined;
  const reset = () => {
    timer = undefined;
    button.removeAttribute('data-copied');
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.firstChild!.textContent = 'Copy';
    if (status) status.textContent = '';
  };
  const teardown = new AbortController();
  button.addEventListener(
    'click',
    async () => {
      const code = button.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
      try {
        await navigator.clipboard.writeText(code);
      } catch (error) {
        console.warn('Copying failed', error);
        return;
      }
      button.setAttribute('data-copied', '');
      button.setAttribute('aria-label', 'Copied');
      button.firstChild!.textContent = 'Copied';
      if (status) status.textContent = 'Code copied';
      clearTimeout(timer);
      timer = window.setTimeout(reset, 1500);
    },
    { signal: teardown.signal },
  );
  return () => {
    teardown.abort();
    // Torn down while it says Copied: back to the button the server drew.
    if (timer !== undefined) {
      clearTimeout(timer);
      reset();
    }
  };
}
