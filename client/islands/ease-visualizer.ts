/**
 * The ease visualiser of /docs/v3/Eases (markup: templates/islands/ease-visualizer.tsx): picking
 * an ease or a type redraws the curve from gsap's own ease function, runs the sample and
 * updates the code. With reduced motion the sample only moves when Play is pressed.
 */
import { gsap } from 'gsap';
import { CORE_EASES, curvePath, EASE_TYPES, easeString, hasType, type CoreEase, type EaseType } from '../lib/ease-curve.ts';
import { createSample, prefersReducedMotion, wireCopy } from '../lib/ease-sample.ts';

export function mount(el: HTMLElement): (() => void) | void {
  const root = el.querySelector<HTMLElement>('.ease-visualizer');
  const curve = el.querySelector<SVGPathElement>('.ease-tool__curve');
  const graph = el.querySelector<SVGElement>('.ease-tool__graph');
  const code = el.querySelector<HTMLElement>('.ease-tool__string');
  if (!root || !curve || !graph || !code) return;
  const radios = [...el.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const easeInputs = radios.filter((r) => (CORE_EASES as readonly string[]).includes(r.value) && r.name.endsWith('-ease'));
  const typeInputs = radios.filter((r) => r.name.endsWith('-type'));
  const sample = createSample(gsap, root);
  const abort = new AbortController();
  const { signal } = abort;

  const current = () => {
    const name = (easeInputs.find((r) => r.checked)?.value ?? 'power1') as CoreEase;
    const type = (typeInputs.find((r) => r.checked)?.value ?? 'out') as EaseType;
    return { name, type: (EASE_TYPES as readonly string[]).includes(type) ? type : 'out' };
  };

  const update = (animate: boolean) => {
    const { name, type } = current();
    const str = easeString(name, type);
    const ease = gsap.parseEase(str);
    for (const input of typeInputs) input.disabled = !hasType(name);
    curve.setAttribute('d', curvePath(ease));
    graph.setAttribute('aria-label', `The curve of ${str}`);
    code.textContent = `ease: "${str}"`;
    root.dataset.ease = str;
    sample.play(ease, !animate || prefersReducedMotion());
  };

  root.addEventListener('change', () => update(true), { signal });
  el.querySelector('.ease-tool__replay')?.addEventListener('click', () => sample.play(gsap.parseEase(root.dataset.ease ?? 'none')), { signal });
  wireCopy(el.querySelector('.ease-tool__copy'), () => code.textContent ?? '', el.querySelector('.ease-tool__status'), signal);
  update(false);

  return () => {
    abort.abort();
    sample.kill();
  };
}
