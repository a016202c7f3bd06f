import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Nested timelines: two scenes built by functions, put in order by a main timeline',
  stage:
    '<div class="demo-row">' +
    '<div class="demo-box card"></div><div class="demo-box demo-box--b card"></div><div class="demo-box demo-box--c card"></div>' +
    '</div>' +
    '<div class="demo-track"><div class="demo-circle ball"></div></div>',
  create(gsap) {
    // #region code
    function cardsIn() {
      const tl = gsap.timeline();
      tl.from('.card', { y: -80, opacity: 0, stagger: 0.15, ease: 'back.out(2)' })
        .to('.card', { rotation: 90, stagger: 0.1 });
      return tl;
    }

    function ballAcross() {
      const tl = gsap.timeline();
      tl.to('.ball', { x: 240, duration: 1.2, ease: 'power1.inOut' })
        .to('.ball', { scale: 1.4, duration: 0.3, repeat: 1, yoyo: true });
      return tl;
    }

    const main = gsap.timeline();
    main.add(cardsIn())
      .add(ballAcross(), '-=0.4'); // the second scene overlaps the first by 0.4s
    // #endregion
    return main;
  },
  expect: [
    { selector: '.card', property: 'rotation', value: 90 },
    { selector: '.card', property: 'opacity', value: 1 },
    { selector: '.ball', property: 'x', value: 240 },
    { selector: '.ball', property: 'scale', value: 1 },
  ],
});
