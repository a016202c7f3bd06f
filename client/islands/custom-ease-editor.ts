/**
 * The CustomEase editor of /docs/v3/Eases/CustomEase (markup: templates/islands/custom-ease-editor.tsx).
 * Every edit of the path data is parsed by CustomEase itself; a curve it rejects (or one that
 * gives no numbers) shows "Invalid CustomEase" (spec §5) and the last good curve stays drawn,
 * sample and code included.
 */
import { gsap } from 'gsap';
import { CustomEase } from 'gsap/CustomEase';
import { curvePath } from '../lib/ease-curve.ts';
import { createSample, prefersReducedMotion, wireCopy } from '../lib/ease-sample.ts';

gsap.registerPlugin(CustomEase);

/** The editor's ease, parsed by CustomEase; undefined when the data is malformed. */
export function parseCurve(data: string): ((p: number) => number) | undefined {
  if (!data.trim()) return undefined;
  let ease: (p: number) => number;
  try {
    ease = CustomEase.create('gsite-editor', data);
  } catch {
    return undefined;
  }
  for (const p of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]) if (!Number.isFinite(ease(p))) return undefined;
  return ease;
}

export function mount(el: HTMLElement): (() => void) | void {
  const root = el.querySelector<HTMLElement>('.custom-ease-editor');
  const input = el.querySelector<HTMLInputElement>('.ease-tool__input');
  const error = el.querySelector<HTMLElement>('.ease-tool__error');
  const curve = el.querySelector<SVGPathElement>('.ease-tool__curve');
  const code = el.querySelector<HTMLElement>('.ease-tool__string');
  if (!root || !input || !error || !curve || !code) return;
  const sample = createSample(gsap, root);
  const abort = new AbortController();
  const { signal } = abort;
  let good = input.value;
  let goodEase: ((p: number) => number) | undefined;

  const update = (animate: boolean) => {
    const data = input.value.trim();
    const ease = parseCurve(data);
    if (!ease) {
      // The alert line speaks once per change from valid to invalid; the old curve stays.
      if (error.textContent !== 'Invalid CustomEase') error.textContent = 'Invalid CustomEase';
      input.setAttribute('aria-invalid', 'true');
      root.dataset.valid = 'false';
      return;
    }
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    root.dataset.valid = 'true';
    good = data;
    goodEase = ease;
    // The sampled curve replaces the server's drawing of the raw path data.
    curve.removeAttribute('transform');
    curve.removeAttribute('vector-effect');
    curve.setAttribute('d', curvePath(ease));
    code.textContent = `CustomEase.create("myEase", "${good}")`;
    sample.play(ease, !animate || prefersReducedMotion());
  };

  input.addEventListener('input', () => update(true), { signal });
  for (const preset of el.querySelectorAll<HTMLButtonElement>('.ease-tool__preset')) {
    preset.addEventListener(
      'click',
      () => {
        input.value = preset.dataset.curve ?? '';
        update(true);
      },
      { signal },
    );
  }
  el.querySelector('.ease-tool__replay')?.addEventListener('click', () => goodEase && sample.play(goodEase), { signal });
  wireCopy(el.querySelector('.ease-tool__copy'), () => code.textContent ?? '', el.querySelector('.ease-tool__status'), signal);
  update(false);

  return () => {
    abort.abort();
    sample.kill();
  };
}
