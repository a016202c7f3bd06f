import { defineDemo } from './define-demo.ts';

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
    // #region setup
    // The helper of content/docs/v3/HelperFunctions/helpers/FLIP.md: records where the targets
    // are, makes the change, and animates them from where they were to where they are now.
    function flip(targets = {}, change = () => {}, vars = {}) {
      const elements = gsap.utils.toArray(targets).filter((el) => el instanceof HTMLElement);
      const first = elements.map((el) => el.getBoundingClientRect());
      gsap.killTweensOf(elements, 'x,y,scaleX,scaleY');
      gsap.set(elements, { x: 0, y: 0, scaleX: 1, scaleY: 1 });
      change();
      const last = elements.map((el) => el.getBoundingClientRect());
      const centre = (box = new DOMRect()) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const ratio = (from = 0, to = 0) => (to ? from / to : 1);
      return gsap.from(elements, {
        x: (i = 0) => centre(first[i]).x - centre(last[i]).x,
        y: (i = 0) => centre(first[i]).y - centre(last[i]).y,
        scaleX: (i = 0) => ratio(first[i]?.width, last[i]?.width),
        scaleY: (i = 0) => ratio(first[i]?.height, last[i]?.height),
        duration: 0.6,
        ease: 'power2.inOut',
        ...vars,
      });
    }
    // #endregion
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
