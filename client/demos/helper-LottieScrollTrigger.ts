import { defineDemo } from './define-demo.ts';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
// #region setup
// lottie-web's "light" build: the SVG renderer without expressions, enough for this animation
import lottie from 'lottie-web/build/player/lottie_light';

// Our own Lottie animation (2 s at 30 fps, 320 × 180): a green ball flies over in an arc while a
// violet square turns once, above a grey strip of ground. Written by hand, in Bodymovin's format.
const still = (k = {}) => ({ a: 0, k }); // a value that does not change: a number or a list of them
const transform = { ty: 'tr', p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100), sk: still(0), sa: still(0) };
const shapeLayer = (ind = 0, nm = '', ks = {}, shape = {}, color = [0], opacity = 100) => ({
  ddd: 0, ind, ty: 4, nm, cl: `lottie-${nm}`, sr: 1, ao: 0, bm: 0, ip: 0, op: 60, st: 0,
  ks: { o: still(opacity), r: still(0), p: still([160, 90, 0]), a: still([0, 0, 0]), s: still([100, 100, 100]), ...ks },
  shapes: [{ ty: 'gr', nm: `${nm} group`, it: [shape, { ty: 'fl', nm: 'fill', c: still(color), o: still(100), r: 1 }, transform] }],
});
const sceneData = {
  v: '5.7.4', fr: 30, ip: 0, op: 60, w: 320, h: 180, nm: 'arc', ddd: 0, assets: [],
  layers: [
    shapeLayer(1, 'ball', {
      p: {
        a: 1,
        k: [
          { t: 0, s: [40, 132, 0], i: { x: 0.5, y: 1 }, o: { x: 0.5, y: 0 }, to: [0, -70], ti: [-70, 0] },
          { t: 30, s: [160, 40, 0], i: { x: 0.5, y: 1 }, o: { x: 0.5, y: 0 }, to: [70, 0], ti: [0, -70] },
          { t: 59, s: [280, 132, 0] },
        ],
      },
    }, { ty: 'el', nm: 'circle', d: 1, p: still([0, 0]), s: still([36, 36]) }, [0.039, 0.894, 0.282]),
    shapeLayer(2, 'square', {
      p: still([160, 132, 0]),
      r: { a: 1, k: [{ t: 0, s: [0], i: { x: [0.5], y: [1] }, o: { x: [0.5], y: [0] } }, { t: 59, s: [360] }] },
    }, { ty: 'rc', nm: 'square', d: 1, p: still([0, 0]), s: still([36, 36]), r: still(4) }, [0.616, 0.584, 1]),
    shapeLayer(3, 'ground', { p: still([160, 166, 0]) }, { ty: 'rc', nm: 'strip', d: 1, p: still([0, 0]), s: still([320, 28]), r: still(0) }, [0.5, 0.5, 0.55], 45),
  ],
};
// #endregion

export default defineDemo({
  title: 'LottieScrollTrigger(): a Lottie animation pinned in the box and scrubbed by its scroll',
  note: 'The player is lottie-web 5.13.0 (its light SVG build); the animation is a small one of our own, passed in as animationData.',
  scroll: true,
  stage:
    '<div class="demo-screen"><p class="demo-hint">Scroll down: the animation plays as you scroll</p></div>' +
    '<div class="demo-screen lottie-scene">' +
    '<div class="demo-svg lottie-player" role="img" aria-label="A ball flies over in an arc while a square turns once"></div>' +
    '<p class="demo-label lottie-frame">frame 1 of 60</p>' +
    '</div>' +
    '<div class="demo-screen"><p class="demo-hint">Past the animation, the box scrolls on</p></div>',
  create(gsap, box) {
    gsap.registerPlugin(ScrollTrigger);
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/LottieScrollTrigger.md: plays a
    // Lottie animation (animationData, or the JSON file at path) in target as a ScrollTrigger
    // scrubs it; every other property is the ScrollTrigger's
    function LottieScrollTrigger({ target = '', path = '', animationData = {}, ...scrollTrigger }) {
      const [container] = gsap.utils.toArray(target).filter((el) => el instanceof HTMLElement);
      if (!container) throw new Error(`LottieScrollTrigger: nothing matches ${target}`);
      const animation = lottie.loadAnimation({
        container,
        renderer: 'svg',
        loop: false,
        autoplay: false,
        ...(path ? { path } : { animationData }),
        rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
      });

      const playhead = { progress: 0 };
      const render = () => {
        if (animation.isLoaded && animation.totalFrames > 0) {
          animation.goToAndStop(playhead.progress * (animation.totalFrames - 1), true);
        }
      };
      const tween = gsap.to(playhead, {
        progress: 1,
        ease: 'none',
        onUpdate: render,
        scrollTrigger: { trigger: container, start: 'top top', end: '+=1000', pin: true, scrub: 1, ...scrollTrigger },
      });
      animation.addEventListener('DOMLoaded', render);
      gsap.context(() => () => animation.destroy());

      return { animation, tween };
    }

    gsap.set('.lottie-player', { height: 180 });
    // #endregion

    // #region code
    const readout = box.querySelector('.lottie-frame');
    const { animation, tween } = LottieScrollTrigger({
      target: '.lottie-player', // where lottie-web draws the SVG
      animationData: sceneData, // or path: '/animations/scene.json'
      trigger: '.lottie-scene', // pin the whole scene, caption included
      scroller: box,
      start: 'top top',
      end: '+=600', // all the frames over 600px of scrolling
      scrub: 1,
      markers: true,
    });

    animation.addEventListener('drawnFrame', (e) => {
      if (readout) readout.textContent = `frame ${Math.round(e.currentTime) + 1} of ${e.totalTime}`;
    });
    // #endregion
    return tween;
  },
  expect: [{ selector: '.lottie-frame', property: '@text', value: 'frame 60 of 60' }],
});
