import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

export default defineDemo({
  title: 'Content grows above a trigger: its markers stay behind, and it fires too early, until ScrollTrigger.refresh()',
  note: 'A scripted tour of the box: scroll down and back, a 120px block appears above the section, scroll down (the square spins before its section reaches the start line), refresh(), scroll down again.',
  scroll: true,
  controls: 'time',
  stage:
    '<div class="demo-screen"><p class="demo-hint">The square spins when the top of its section reaches the "scroller-start" line</p></div>' +
    '<div class="late"><p class="demo-hint">Content that arrived late (120px)</p></div>' +
    '<div class="demo-section zone"><div class="demo-box spinner"></div></div>' +
    '<div class="demo-screen"></div>',
  create(gsap, box) {
    const late = box.querySelector('.late')!;
    gsap.set(late, { height: 0, overflow: 'hidden' }); // not there yet

    // #region code
    gsap.registerPlugin(ScrollTrigger);

    gsap.to('.spinner', {
      rotation: 360,
      duration: 0.6,
      scrollTrigger: {
        trigger: '.zone',
        scroller: box,
        start: 'top 60%',
        toggleActions: 'play none none reverse',
        markers: true,
      },
    });

    // run this after anything changes the layout above a trigger
    function layoutChanged() {
      ScrollTrigger.refresh();
    }
    // #endregion

    // The tour the controls play: scroll, add the block, scroll, refresh, scroll.
    const tour = gsap.timeline({ defaults: { ease: 'power1.inOut' } });
    tour
      .to(box, { scrollTop: 200, duration: 1.2 })
      .to(box, { scrollTop: 0, duration: 1 }, '+=0.8')
      .to(late, { height: 120, duration: 0.6 }, '+=0.2')
      .to(box, { scrollTop: 200, duration: 1.2 }, '+=0.3')
      .to(box, { scrollTop: 0, duration: 1 }, '+=0.8')
      .call(layoutChanged, [], '+=0.2')
      .to(box, { scrollTop: 340, duration: 1.4 }, '+=0.5');
    return tour;
  },
  expect: [
    { selector: ':scope', property: 'scrollTop', value: 340 },
    { selector: '.late', property: 'height', value: 120 },
  ],
});
