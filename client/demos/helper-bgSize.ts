import { defineDemo } from './define-demo.ts';

// #region setup
// Our picture, 320 × 180: sky, sun, two hills and a path.
const picture =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">' +
  '<rect width="320" height="180" fill="#bfe3ff"/>' +
  '<circle cx="248" cy="52" r="24" fill="#ffd24a"/>' +
  '<path d="M0 120 Q80 60 170 118 T320 104 V180 H0Z" fill="#7cc46a"/>' +
  '<path d="M0 150 Q120 100 240 146 T320 140 V180 H0Z" fill="#3f9a4e"/>' +
  '<path d="M150 180 Q170 150 200 140" stroke="#e8d6a8" stroke-width="8" fill="none"/>' +
  '</svg>';
// #endregion

export default defineDemo({
  title: 'bgSize: the picture grows from background-size "contain" to "cover", which CSS alone can’t animate',
  stage: '<div class="photo"></div>',
  create(gsap, stage) {
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/bgSize.md: the background-size,
    // in pixels, that the keyword fit ('cover' or 'contain') gives the image in the element
    function bgSize(element = {}, fit = 'cover', image = { width: 1, height: 1 }, scale = 1) {
      const [el] = gsap.utils.toArray(element).filter((e) => e instanceof HTMLElement);
      if (!el) return fit;
      const widthRatio = el.clientWidth / image.width;
      const heightRatio = el.clientHeight / image.height;
      const ratio = (fit === 'cover' ? Math.max(widthRatio, heightRatio) : Math.min(widthRatio, heightRatio)) * scale;
      return `${image.width * ratio}px ${image.height * ratio}px`;
    }

    // the element: 240 × 160 with the picture centred as its background
    gsap.set('.photo', {
      width: 240,
      height: 160,
      border: '2px solid',
      borderRadius: 8,
      backgroundColor: '#0b1b10',
      backgroundImage: `url("data:image/svg+xml,${encodeURIComponent(picture)}")`,
      backgroundRepeat: 'no-repeat',
      backgroundPosition: '50% 50%',
    });
    // #endregion
    // #region code
    const photo = stage.querySelector('.photo');
    const image = { width: 320, height: 180 }; // the picture's own size (getImageSize() can read it)

    const tween = gsap.fromTo(
      photo,
      // the box's inside is 236 × 156 (240 × 160 less its 2px border): clientWidth and clientHeight
      { backgroundSize: bgSize('.photo', 'contain', image) }, // "236px 132.75px"
      {
        backgroundSize: bgSize('.photo', 'cover', image), // "277.33…px 156px"
        duration: 2,
        ease: 'power2.inOut',
        onComplete: () => {
          gsap.set(photo, { backgroundSize: 'cover' }); // the keyword again: it follows resizes
        },
      },
    );
    // #endregion
    return tween;
  },
  expect: [{ selector: '.photo', property: 'backgroundSize', value: 'cover' }],
});
