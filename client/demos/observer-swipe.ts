import { defineDemo } from './define-demo.ts';
import { Observer } from 'gsap/Observer';

const panel = (n: number, shape: string) => `<div class="demo-panel panel"><div class="${shape}"></div><span>Panel ${n} of 4</span></div>`;

export default defineDemo({
  title: 'Observer: swipe, drag or use the wheel over the panels (or the buttons) to move between them',
  scroll: true,
  controls: 'none',
  stage:
    '<div class="demo-panels panels">' +
    panel(1, 'demo-box') +
    panel(2, 'demo-box demo-box--b') +
    panel(3, 'demo-box demo-box--c') +
    panel(4, 'demo-circle') +
    '</div>' +
    '<div class="demo-buttons"><button type="button" class="demo-button prev">Previous panel</button><button type="button" class="demo-button next">Next panel</button></div>',
  create(gsap, box) {
    // #region code
    gsap.registerPlugin(Observer);

    const panels = gsap.utils.toArray('.panel');
    const clamp = gsap.utils.clamp(0, panels.length - 1);
    let current = 0;
    gsap.set(panels, { yPercent: (i) => i * 100 }); // stacked: the first one shows

    // every panel moves so that the current one is in view
    const show = () =>
      gsap.to(panels, {
        yPercent: (i) => (i - current) * 100,
        duration: 0.6,
        ease: 'power2.inOut',
        overwrite: true,
      });
    const next = () => {
      current = clamp(current + 1);
      show();
    };
    const previous = () => {
      current = clamp(current - 1);
      show();
    };

    Observer.create({
      target: box.querySelector('.panels'), // only this element listens
      type: 'wheel,touch,pointer',
      wheelSpeed: -1, // wheel down counts as up, like a swipe up
      onUp: next,
      onDown: previous,
      tolerance: 10,
      preventDefault: true, // over the panels, the wheel moves them, not the page
    });

    // and buttons, for the keyboard
    box.querySelector('.next')?.addEventListener('click', next);
    box.querySelector('.prev')?.addEventListener('click', previous);
    // #endregion
  },
});
