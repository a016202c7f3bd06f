import { defineDemo, type Gsap } from './define-demo.ts';

/** The helper of content/docs/v3/HelperFunctions/helpers/compensatedSkew.md, typed, for the gsap the demo gets. */
function withGsap(gsap: Gsap) {
  return function compensatedSkew(targets: gsap.TweenTarget, skewX: number, vars: gsap.TweenVars = {}): gsap.core.Tween {
    const radians = Math.PI / 180;
    const elements = gsap.utils.toArray<HTMLElement>(targets);
    const baseScales = elements.map(
      (el) => Number(gsap.getProperty(el, 'scaleY')) / Math.cos(Number(gsap.getProperty(el, 'skewX')) * radians),
    );
    const setScales = elements.map((el) => gsap.quickSetter(el, 'scaleY'));
    const { onUpdate, ...rest } = vars;
    return gsap.to(elements, {
      ...rest,
      skewX,
      onUpdate(this: gsap.core.Tween, ...args: unknown[]) {
        elements.forEach((el, i) => setScales[i]!(baseScales[i]! * Math.cos(Number(gsap.getProperty(el, 'skewX')) * radians)));
        onUpdate?.apply(this, args);
      },
    });
  };
}

const column = (label: string, name: string, variant: string) =>
  `<div class="demo-column"><div class="demo-box ${variant} ${name}"></div><span class="demo-label">${label}</span></div>`;

export default defineDemo({
  title: 'skewX: 50 stretches the sides; compensatedSkew keeps their length, so the square gets lower instead',
  stage: `<div class="demo-row">${column('skewX: 50', 'plain', '')}${column('compensatedSkew(…, 50)', 'kept', 'demo-box--b')}</div>`,
  create(gsap) {
    const compensatedSkew = withGsap(gsap);
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1.5, ease: 'power2.inOut' } });

    tl.to('.plain', { skewX: 50 }, 0) // CSS skew: same height, longer sides
      .add(compensatedSkew('.kept', 50, { duration: 1.5, ease: 'power2.inOut' }), 0); // same sides, lower
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.plain', property: 'skewX', value: 50 },
    { selector: '.plain', property: 'scaleY', value: 1 },
    { selector: '.kept', property: 'skewX', value: 50 },
    { selector: '.kept', property: 'scaleY', value: 0.643 },
  ],
});
