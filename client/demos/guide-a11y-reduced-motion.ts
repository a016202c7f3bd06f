import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'gsap.matchMedia() picks the version: the cards hop and spin, or, with reduced motion, only dim and brighten in place',
  note: 'Your system setting decides which version the button plays. Turn on reduced motion (or emulate it in your browser\'s developer tools) and the demo switches at once, without a reload.',
  controls: 'none',
  stage:
    '<div class="demo-row">' +
    '<div class="demo-box card"></div><div class="demo-box demo-box--b card"></div><div class="demo-box demo-box--c card"></div>' +
    '</div>' +
    '<div class="demo-buttons"><button type="button" class="demo-button celebrate">Celebrate</button></div>',
  create(gsap, stage) {
    // #region code
    const button = stage.querySelector('.celebrate');
    const mm = gsap.matchMedia();

    mm.add(
      {
        motionOK: '(prefers-reduced-motion: no-preference)',
        reduceMotion: '(prefers-reduced-motion: reduce)',
      },
      (context) => {
        const reduceMotion = context.conditions?.reduceMotion;
        const tl = gsap.timeline({ paused: true });

        if (reduceMotion) {
          // no travel, no spin: the cards dim and come back
          tl.to('.card', { opacity: 0.3, duration: 0.3, stagger: 0.1, yoyo: true, repeat: 1 });
        } else {
          tl.to('.card', { y: -50, duration: 0.35, ease: 'power2.out', stagger: 0.1, yoyo: true, repeat: 1 })
            .to('.card', { rotation: 360, duration: 0.7, ease: 'power1.inOut', stagger: 0.1 }, 0);
        }

        const play = () => tl.restart();
        button?.addEventListener('click', play);
        // runs when the setting changes (and the other branch takes over)
        return () => button?.removeEventListener('click', play);
      },
    );
    // #endregion
  },
  // after its button, without reduced motion: a full turn, back on the ground
  expect: [
    { selector: '.card', property: 'rotation', value: 360 },
    { selector: '.card', property: 'y', value: 0 },
    { selector: '.card', property: 'opacity', value: 1 },
  ],
});
