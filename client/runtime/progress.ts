/**
 * The thin bar at the top of the window during a navigation. It only shows when the
 * navigation takes longer than 200 ms (spec §9), so fast ones never flicker.
 */
export const PROGRESS_DELAY_MS = 200;

export function startProgress(): () => void {
  let bar: HTMLElement | null = null;
  let grow = 0;
  const timer = window.setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    document.body.append(bar);
    // Creep towards the end without reaching it: we cannot know how long it will take.
    let width = 10;
    const step = () => {
      width += (90 - width) * 0.08;
      bar?.style.setProperty('--progress', `${width}%`);
    };
    step();
    grow = window.setInterval(step, 200);
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    window.clearInterval(grow);
    bar?.remove();
  };
}
