/**
 * The header's behaviour (markup: templates/layout/navbar.tsx, navbar-drawer.tsx; this
 * island is the drawer's menu button inside the bar). Loaded at once: it is small, and the
 * menu button is useless until it runs.
 */
import { wireDropdowns } from '../navbar/dropdowns.ts';
import { wireDrawer } from '../navbar/drawer.ts';
import { wireHideOnScroll } from '../navbar/hide-on-scroll.ts';
import { wireDocsVersions } from '../navbar/docs-version.ts';

export function mount(el: HTMLElement, props: { drawerId?: unknown }): () => void {
  const header = el.closest<HTMLElement>('header.navbar');
  const toggle = el.querySelector<HTMLButtonElement>('button.navbar__toggle');
  const drawer = document.getElementById(String(props.drawerId));
  if (!header || !toggle || !drawer) throw new Error('navbar island: header, menu button or drawer missing');
  // One signal for every part: the teardown aborts it.
  const teardown = new AbortController();
  const { signal } = teardown;
  wireDropdowns(header, signal);
  const { isOpen } = wireDrawer(toggle, drawer, signal);
  wireHideOnScroll(header, isOpen, signal);
  wireDocsVersions(document, signal);
  return () => teardown.abort();
}
