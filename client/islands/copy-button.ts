import type { CopyButtonProps } from '../../templates/islands/copy-button.tsx';

/**
 * A copy button (markup: templates/islands/copy-button.tsx). In a code block it copies the text
 * of the block's <code> element, which is exactly the code; given a `value` (a colour on /brand)
 * it copies that. Either way it says so to screen readers through its live region.
 */
export function mount(el: HTMLElement, props: CopyButtonProps = {}): (() => void) | void {
  const button = el.querySelector('button');
  const status = el.querySelector<HTMLElement>('[aria-live]');
  if (!button) return;
  const label = props.label ?? 'code';
  const idle = button.getAttribute('aria-label') ?? `Copy ${label} to clipboard`;
  let timer: number | undefined;
  const reset = () => {
    timer = undefined;
    button.removeAttribute('data-copied');
    button.setAttribute('aria-label', idle);
    button.firstChild!.textContent = 'Copy';
    if (status) status.textContent = '';
  };
  const teardown = new AbortController();
  button.addEventListener(
    'click',
    async () => {
      const text = props.value ?? button.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
      try {
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.warn('Copying failed', error);
        return;
      }
      button.setAttribute('data-copied', '');
      button.setAttribute('aria-label', 'Copied');
      button.firstChild!.textContent = 'Copied';
      if (status) status.textContent = props.value === undefined ? 'Code copied' : `${label} copied: ${props.value}`;
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
