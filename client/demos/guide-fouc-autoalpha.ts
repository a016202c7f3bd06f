import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'A page whose script arrives a second late: the box without a CSS rule flashes, the one hidden by CSS and revealed with autoAlpha does not',
  note: 'The button paints the two boxes again, as a fresh page load would, and runs their from() tweens when the "script" has arrived, a second later.',
  controls: 'none',
  stage:
    '<span class="demo-label">script download</span>' +
    '<div class="demo-track"><div class="demo-circle fouc-script"></div></div>' +
    '<div class="demo-row fouc-page">' +
    '<div class="demo-column"><div class="demo-box fouc-plain"></div><span class="demo-label">opacity only</span></div>' +
    '<div class="demo-column"><div class="demo-box demo-box--b fouc-hidden"></div><span class="demo-label">CSS rule + autoAlpha</span></div>' +
    '</div>' +
    '<div class="demo-buttons"><button type="button" class="demo-button reload">Load the page again</button></div>',
  create(gsap, stage) {
    // #region setup
    // the demo's page and its download bar; html: the page's markup as it first arrives
    const page = stage.querySelector('.fouc-page');
    const script = stage.querySelector('.fouc-script');
    if (!page) throw new Error('the stage has no .fouc-page');
    const html = page.innerHTML;
    // #endregion
    // #region code
    stage.querySelector('.reload')?.addEventListener('click', () => {
      // the HTML arrives and the browser paints it straight away…
      page.innerHTML = html;
      const plain = page.querySelector('.fouc-plain');
      const hidden = page.querySelector('.fouc-hidden');
      // …with the stylesheet's rule .fouc-hidden { visibility: hidden; } applied
      gsap.set(hidden, { visibility: 'hidden' });

      // the script needs a second to download
      gsap.fromTo(script, { x: 0 }, { x: 240, duration: 1, ease: 'none' });
      gsap.delayedCall(1, () => {
        // painted already: it vanishes, then fades in (the flash)
        gsap.from(plain, { opacity: 0, y: 20, duration: 0.6 });
        // never painted: autoAlpha makes it visible as the fade begins
        gsap.from(hidden, { autoAlpha: 0, y: 20, duration: 0.6 });
      });
    });
    // #endregion
  },
  // after its button: the script has run and both boxes are in
  expect: [
    { selector: '.fouc-script', property: 'x', value: 240 },
    { selector: '.fouc-plain', property: 'opacity', value: 1 },
    { selector: '.fouc-hidden', property: 'opacity', value: 1 },
    { selector: '.fouc-hidden', property: 'visibility', value: 'inherit' },
  ],
});
