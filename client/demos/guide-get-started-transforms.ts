import { defineDemo } from './define-demo.ts';

const column = (shape: string, label: string) =>
  `<div class="demo-column"><div class="${shape}"></div><span class="demo-label">${label}</span></div>`;

export default defineDemo({
  title: 'The transform shortcuts: y, rotation, scale and skewX, one square each',
  stage:
    '<div class="demo-row">' +
    column('demo-box move', 'y: -60') +
    column('demo-box demo-box--b turn', 'rotation: 135') +
    column('demo-box demo-box--c grow', 'scale: 1.5') +
    column('demo-circle lean', 'skewX: 30') +
    '</div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1.2, ease: 'power2.inOut' } });

    tl.to('.move', { y: -60 }, 0)         // pixels, upwards
      .to('.turn', { rotation: 135 }, 0)  // degrees, clockwise
      .to('.grow', { scale: 1.5 }, 0)     // 1 is the normal size
      .to('.lean', { skewX: 30 }, 0);     // degrees
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.move', property: 'y', value: -60 },
    { selector: '.turn', property: 'rotation', value: 135 },
    { selector: '.grow', property: 'scale', value: 1.5 },
    { selector: '.lean', property: 'skewX', value: 30 },
  ],
});
