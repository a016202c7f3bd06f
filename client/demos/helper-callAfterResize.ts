import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'callAfterResize(): the panel changes size many times, the function runs once, after it stops',
  note: 'A browser window cannot be resized from a page, so this demo watches a panel (the helper\'s element mode); the button resizes it like a hand dragging its edge.',
  controls: 'none',
  stage:
    '<div class="demo-board resize-panel"></div>' +
    '<p class="demo-label">size changes: <span class="resize-events">0</span> · function calls: <span class="resize-calls">0</span></p>' +
    '<p class="demo-hint resize-log" aria-live="polite">Press the button</p>' +
    '<div class="demo-buttons"><button type="button" class="demo-button resize-button">Resize the panel</button></div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/callAfterResize.md: calls callback
    // once resizing has stopped for delay seconds; target: an element to watch (with a
    // ResizeObserver), anything else: the window. Returns a function that stops watching.
    function callAfterResize(callback = () => {}, delay = 0.2, target = {}) {
      const call = gsap.delayedCall(delay, callback).pause();
      const restart = () => call.restart(true);

      // a ResizeObserver reports the element's size once when it starts watching: not a resize
      let first = true;
      const observer = target instanceof Element
        ? new ResizeObserver(() => {
          if (first) first = false;
          else restart();
        })
        : undefined;
      if (observer && target instanceof Element) observer.observe(target);
      else window.addEventListener('resize', restart);

      return () => {
        call.kill();
        if (observer) observer.disconnect();
        else window.removeEventListener('resize', restart);
      };
    }

    const panel = stage.querySelector('.resize-panel');
    const eventsOut = stage.querySelector('.resize-events');
    const callsOut = stage.querySelector('.resize-calls');
    const log = stage.querySelector('.resize-log');
    if (!panel || !eventsOut || !callsOut || !log) throw new Error('the stage lacks the panel or its labels');
    gsap.set(panel, { height: 72 }); // the demo's layout: a lower panel

    // every size change, counted (a ResizeObserver reports the panel's size once when it starts watching)
    let changes = -1;
    const counter = new ResizeObserver(() => {
      changes += 1;
      eventsOut.textContent = String(changes);
    });
    counter.observe(panel);
    // #endregion

    // #region code
    let calls = 0;
    const stop = callAfterResize(() => {
      callsOut.textContent = String(++calls);
      log.textContent = `Called 0.3 s after the last change: the panel is ${gsap.getProperty(panel, 'width')}px wide`;
      gsap.fromTo(log, { opacity: 0 }, { opacity: 1, duration: 0.4 });
    }, 0.3, panel); // 0.3 s of quiet, and the panel instead of the window

    stage.querySelector('.resize-button')?.addEventListener('click', () => {
      log.textContent = 'Resizing…';
      gsap.timeline()
        .to(panel, { width: 140, duration: 0.4, ease: 'power1.inOut' })
        .to(panel, { width: 280, duration: 0.5, ease: 'power1.inOut' })
        .to(panel, { width: 200, duration: 0.3, ease: 'power1.inOut' });
    });
    // #endregion

    // #region setup
    // taken down with the demo: cleanups returned inside gsap.context() run on revert()
    gsap.context(() => () => {
      stop();
      counter.disconnect();
    });
    // #endregion
  },
  // after the button: one call, however many size changes there were
  expect: [
    { selector: '.resize-calls', property: '@text', value: '1' },
    { selector: '.resize-panel', property: 'width', value: 200 },
  ],
});
