import { defineDemo } from './define-demo.ts';

const lane = (label: string, name: string, variant: string) =>
  `<span class="demo-label">${label}</span><div class="demo-track"><div class="demo-box ${variant} ${name}"></div></div>`;

export default defineDemo({
  title: 'Weighted eases: power2.inOut with a weight of 0.6 (moves early, settles long), none, and -0.6 (starts slowly, moves late)',
  stage: lane('power2.inOut(0.6)', 'early', '') + lane('power2.inOut', 'even', 'demo-box--b') + lane('power2.inOut(-0.6)', 'late', 'demo-box--c'),
  create(gsap) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/addWeightedEases.md
    function weightEase(ease = gsap.parseEase('none'), weight = 0) {
      // a quadratic Bézier warp of the time: control point 0.5 = no change, toward 1 = early, toward 0 = late
      const control = (1 + gsap.utils.clamp(-1, 1, weight)) / 2;
      return (progress = 0) => ease(2 * control * progress * (1 - progress) + progress * progress);
    }

    // gives every ease of gsap's a config(weight): 'power2.inOut(0.6)'
    function addWeightedEases() {
      const eases = gsap.parseEase();
      for (const name in eases) {
        const ease = eases[name];
        if (typeof ease !== 'function' || name.startsWith('_') || 'config' in ease) continue;
        Object.assign(ease, { config: (weight = 0) => weightEase(ease, weight) });
      }
    }
    // #endregion
    // #region code
    addWeightedEases(); // once, before the eases are used

    const tl = gsap.timeline({ defaults: { x: 240, duration: 2 } });
    tl.to('.early', { ease: 'power2.inOut(0.6)' }, 0) // toward the out: moves early, settles long
      .to('.even', { ease: 'power2.inOut' }, 0)
      .to('.late', { ease: 'power2.inOut(-0.6)' }, 0); // toward the in: a long start, a late move
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.early', property: 'x', value: 240 },
    { selector: '.even', property: 'x', value: 240 },
    { selector: '.late', property: 'x', value: 240 },
  ],
});
