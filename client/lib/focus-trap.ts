/**
 * Keeps Tab and Shift+Tab inside a dialog (the mobile drawer, the search modal): from the last
 * of `items` Tab goes to the first, from the first Shift+Tab goes to the last.
 */
export function keepTabInside(e: Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>, items: HTMLElement[]): void {
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
