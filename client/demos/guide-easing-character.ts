import { defineDemo } from './define-demo.ts';

const column = (shape: string, label: string) =>
  `<div class="demo-column"><div class="${shape}"></div><span class="demo-label">${label}</span></div>`;

export default defineDemo({
  title: 'Eases with character: back overshoots, elastic springs, bounce lands, steps jumps',
  stage:
    '<div class="demo-row">' +
    column('demo-box pop', 'back.out(3)') +
    column('demo-box demo-box--b spring', 'elastic.out(1, 0.3)') +
    column('demo-circle drop', 'bounce.out') +
    column('demo-box demo-box--c tick', 'steps(4)') +
    '</div>',
  create(gsap) {
    // #region code
    const tl = gsap.timeline({ defaults: { duration: 1.5 } });

    tl.from('.pop', { scale: 0, ease: 'back.out(3)' }, 0)
      .from('.spring', { rotation: -60, ease: 'elastic.out(1, 0.3)' }, 0)
      .from('.drop', { y: -90, ease: 'bounce.out' }, 0)
      .to('.tick', { y: -80, ease: 'steps(4)' }, 0);
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.pop', property: 'scale', value: 1 },
    { selector: '.spring', property: 'rotation', value: 0 },
    { selector: '.drop', property: 'y', value: 0 },
    { selector: '.tick', property: 'y', value: -80 },
  ],
});
