import { defineDemo } from './define-demo.ts';

const column = (label: string, name: string, variant: string) =>
  `<div class="demo-column"><div class="demo-box ${variant} ${name}"></div><span class="demo-label">${label}</span></div>`;

export default defineDemo({
  title: 'skewX: 50 stretches the sides; compensatedSkew keeps their length, so the square gets lower instead',
  stage: `<div class="demo-row">${column('skewX: 50', 'plain', '')}${column('compensatedSkew(…, 50)', 'kept', 'demo-box--b')}</div>`,
  create(gsap) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/compensatedSkew.md: a skewX tween
    // that scales the targets' height with the skew, so their sides keep their length
    function compensatedSkew(targets = {}, skewX = 0, vars = {}) {
      const radians = Math.PI / 180;
      const elements = gsap.utils.toArray(targets).filter((el) => el instanceof HTMLElement);
      const baseScales = elements.map(
        (el) => Number(gsap.getProperty(el, 'scaleY')) / Math.cos(Number(gsap.getProperty(el, 'skewX')) * radians),
      );
      const setScales = elements.map((el) => gsap.quickSetter(el, 'scaleY'));
      // the caller's own onUpdate still runs, after the correction
      const onUpdate = 'onUpdate' in vars && typeof vars.onUpdate === 'function' ? vars.onUpdate : undefined;
      return gsap.to(elements, {
        ...vars,
        skewX,
        onUpdate(...args) {
          elements.forEach((el, i) => setScales[i]?.(Number(baseScales[i]) * Math.cos(Number(gsap.getProperty(el, 'skewX')) * radians)));
          onUpdate?.apply(this, args);
        },
      });
    }
    // #endregion
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
