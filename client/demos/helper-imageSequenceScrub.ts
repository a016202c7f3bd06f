import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';

// #region setup
// Our own frames: a sun that rises over a hill and crosses the sky, drawn on a canvas and saved as PNG data URLs
function drawFrames(count = 48) {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const ctx = canvas.getContext('2d');
  const urls = [];
  if (!ctx) return [];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const sky = ctx.createLinearGradient(0, 0, 0, 180);
    sky.addColorStop(0, `hsl(${215 - 15 * Math.sin(t * Math.PI)}, 70%, ${22 + 40 * Math.sin(t * Math.PI)}%)`);
    sky.addColorStop(1, `hsl(30, 80%, ${40 + 25 * Math.sin(t * Math.PI)}%)`);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 320, 180);
    ctx.fillStyle = '#fc0';
    ctx.beginPath();
    ctx.arc(30 + 260 * t, 150 - 120 * Math.sin(t * Math.PI), 18, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1b5e20';
    ctx.beginPath();
    ctx.ellipse(160, 200, 230, 60, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = '14px monospace';
    ctx.fillText(`${i + 1}/${count}`, 10, 22);
    urls.push(canvas.toDataURL('image/png'));
  }
  return urls;
}
// #endregion

export default defineDemo({
  title: 'imageSequenceScrub(): 48 frames drawn on a canvas, one after the other, as the box scrolls',
  note: 'The frames are made in the page (drawn on a canvas and saved as PNG data URLs); on a real site they are image files.',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down: the sun crosses the sky as you scroll</p></div>' +
    '<div class="demo-screen sequence-scene">' +
    '<canvas class="demo-svg sequence-canvas" width="320" height="180" role="img" aria-label="A sun rises over a hill, crosses the sky and sets"></canvas>' +
    '<p class="demo-label sequence-frame">frame 1 of 48</p>' +
    '</div>' +
    '<div class="demo-screen"><p class="demo-hint">The last frame stays until you scroll back up</p></div>',
  create(gsap, box) {
    gsap.registerPlugin(ScrollTrigger);
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/imageSequenceScrub.md: a tween that
    // draws the images of urls on the canvas one after the other (fps a second), or as the
    // scrollTrigger scrubs it; onUpdate(index, image) after each frame drawn
    function imageSequenceScrub({ urls = [''], canvas = '', fps = 30, paused = false, clear = false, scrollTrigger = {}, onUpdate = (index = 0, image = new Image()) => {} }) {
      const [el] = gsap.utils.toArray(canvas).filter((c) => c instanceof HTMLCanvasElement);
      const context = el?.getContext('2d');
      if (!el || !context) throw new Error(`imageSequenceScrub: no canvas at ${canvas}`);
      const playhead = { frame: 0 };
      let drawn = -1;

      const draw = () => {
        const index = Math.round(playhead.frame);
        const image = images[index];
        if (!image || index === drawn || !image.complete || !image.naturalWidth) return;
        if (clear) context.clearRect(0, 0, el.width, el.height);
        context.drawImage(image, 0, 0, el.width, el.height);
        drawn = index;
        onUpdate(index, image);
      };

      const images = urls.map((url) => {
        const image = new Image();
        image.addEventListener('load', draw);
        image.src = url;
        return image;
      });

      return gsap.to(playhead, {
        frame: images.length - 1,
        ease: 'none',
        duration: (images.length - 1) / fps, // frame numbers advance by fps per second
        paused,
        onUpdate: draw,
        // no ScrollTrigger unless one is given
        scrollTrigger: Object.keys(scrollTrigger).length ? scrollTrigger : undefined,
      });
    }

    const urls = drawFrames(48);
    // #endregion

    // #region code
    const readout = box.querySelector('.sequence-frame');
    const tween = imageSequenceScrub({
      urls, // 48 image URLs, in order
      canvas: '.sequence-canvas',
      scrollTrigger: {
        trigger: '.sequence-scene',
        scroller: box,
        pin: true,
        start: 'top top',
        end: '+=600',
        scrub: 0.5,
        markers: true,
      },
      onUpdate: (index = 0) => {
        if (readout) readout.textContent = `frame ${index + 1} of ${urls.length}`;
      },
    });
    // #endregion
    return tween;
  },
  expect: [{ selector: '.sequence-frame', property: '@text', value: 'frame 48 of 48' }],
});
