import { defineDemo, type Gsap } from './define-demo.ts';

/** The helper of content/docs/v3/HelperFunctions/helpers/FLIP.md, typed, for the gsap the demo gets. */
function withGsap(gsap: Gsap) {
  return function flip(targets: gsap.TweenTarget, change: () => void, vars: gsap.TweenVars = {}): gsap.core.Tween {
    const elements = gsap.utils.toArray<HTMLElement>(targets);
    const first = elements.map((el) => el.getBoundingClientRect());
    gsap.killTweensOf(elements, 'x,y,scaleX,scaleY');
    gsap.set(elements, { x: 0, y: 0, scaleX: 1, scaleY: 1 });
    change();
    const last = elements.map((el) => el.getBoundingClientRect());
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    return gsap.from(elements, {
      x: (i: number) => centre(first[i]!).x - centre(last[i]!).x,
      y: (i: number) => centre(first[i]!).y - centre(last[i]!).y,
      scaleX: (i: number) => (last[i]!.width ? first[i]!.width / last[i]!.width : 1),
      scaleY: (i: number) => (last[i]!.height ? first[i]!.height / last[i]!.height : 1),
      duration: 0.6,
      ease: 'power2.inOut',
      ...vars,
    });
  };
}

const item = (variant: string) => `<div class="demo-box ${variant} item"></div>`;

export default defineDemo({
  title: 'FLIP by hand: shuffle the items, or switch them between a grid and a list; each one glides to its new place',
  controls: 'none',
  stage:
    '<div class="demo-flip items">' +
    ['', 'demo-box--b', 'demo-box--c', 'demo-box--c', '', 'demo-box--b'].map(item).join('') +
    '</div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button shuffle">Shuffle</button>' +
    '<button type="button" class="demo-button layout">Show as a list</button>' +
    '</div>',
  create(gsap, stage) {
    const flip = withGsap(gsap);
    // #region code
    const container = stage.querySelector('.items');
    const items = stage.querySelectorAll('.item');

    stage.querySelector('.shuffle')?.addEventListener('click', () => {
      // the change: put the items in a new order in the DOM
      flip(items, () => container?.append(...gsap.utils.shuffle([...items])), { stagger: 0.03 });
    });

    const layout = stage.querySelector('.layout');
    layout?.addEventListener('click', () => {
      // the change: a class that turns the grid into a list (new places and sizes)
      flip(items, () => {
        const isList = container?.classList.toggle('demo-flip--list');
        layout.textContent = isList ? 'Show as a grid' : 'Show as a list';
      });
    });
    // #endregion
  },
  // after its last button (the layout switch) once: the list, every item where the list puts it
  expect: [
    { selector: '.item', property: 'width', value: 220 },
    { selector: '.item', property: '@fromLayout', value: 0 },
    { selector: '.item:last-child', property: '@fromLayout', value: 0 },
  ],
});
