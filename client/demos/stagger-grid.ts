import { defineDemo } from './define-demo.ts';

const cells = Array.from({ length: 20 }, (_, i) => `<div class="demo-box${['', ' demo-box--b', ' demo-box--c'][i % 3]}"></div>`).join('');

export default defineDemo({
  title: 'A stagger that ripples out from the centre of a grid',
  stage: `<div class="demo-grid">${cells}</div>`,
  create(gsap) {
    // #region code
    const tween = gsap.to('.demo-box', {
      scale: 0.4,
      opacity: 0.5,
      duration: 0.6,
      ease: 'power1.inOut',
      repeat: 1,
      yoyo: true,
      stagger: { each: 0.08, grid: [4, 5], from: 'center' },
    });
    // #endregion
    return tween;
  },
  // After the yoyo every box is back where it started.
  expect: [
    { selector: '.demo-box', property: 'scale', value: 1 },
    { selector: '.demo-box', property: 'opacity', value: 1 },
  ],
});
