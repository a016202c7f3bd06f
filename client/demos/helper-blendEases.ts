import { defineDemo } from './define-demo.ts';

const lane = (label: string, name: string, variant: string) =>
  `<span class="demo-label">${label}</span><div class="demo-track"><div class="demo-box ${variant} ${name}"></div></div>`;

export default defineDemo({
  title: 'blendEases: back.in(1.4), bounce.out, and a blend that starts like the first and ends like the second',
  stage: lane('back.in(1.4)', 'first', '') + lane('bounce.out', 'second', 'demo-box--b') + lane('blendEases("back.in(1.4)", "bounce.out")', 'blended', 'demo-box--c'),
  create(gsap) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/blendEases.md: an ease that starts
    // as startEase and ends as endEase, mixed along the blend ease
    function blendEases(startEase = 'none', endEase = 'none', blend = 'power2.inOut') {
      const start = gsap.parseEase(startEase);
      const end = gsap.parseEase(endEase);
      const mix = gsap.parseEase(blend);
      return (progress = 0) => {
        const amount = mix(progress);
        return start(progress) * (1 - amount) + end(progress) * amount;
      };
    }
    // #endregion
    // #region code
    const backThenBounce = blendEases('back.in(1.4)', 'bounce.out');

    const tl = gsap.timeline({ defaults: { x: 240, duration: 2 } });
    tl.to('.first', { ease: 'back.in(1.4)' }, 0)
      .to('.second', { ease: 'bounce.out' }, 0)
      .to('.blended', { ease: backThenBounce }, 0); // pulls back, then bounces at the end
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.first', property: 'x', value: 240 },
    { selector: '.second', property: 'x', value: 240 },
    { selector: '.blended', property: 'x', value: 240 },
  ],
});
