import { defineDemo } from './define-demo.ts';

export default defineDemo({
  title: 'Exit animations: an item animates out first, and only then leaves the list',
  note: 'In React the list is state: the tween\'s onComplete is where the item is taken out of it.',
  controls: 'none',
  stage:
    '<div class="demo-row todo-list">' +
    '<div class="demo-box todo-item"></div><div class="demo-box demo-box--b todo-item"></div><div class="demo-box demo-box--c todo-item"></div>' +
    '</div>' +
    '<div class="demo-buttons">' +
    '<button type="button" class="demo-button todo-add">Add an item</button>' +
    '<button type="button" class="demo-button todo-remove">Remove an item</button>' +
    '</div>',
  create(gsap, stage) {
    // #region setup
    // the demo's list and buttons: Add is off at five items, Remove at none (React would render that)
    const list = stage.querySelector('.todo-list');
    const add = stage.querySelector('.todo-add');
    const remove = stage.querySelector('.todo-remove');
    if (!list || !add || !remove) throw new Error('the stage lacks the list or its buttons');
    const variants = ['', 'demo-box--b', 'demo-box--c'];
    const here = () => list.querySelectorAll('.todo-item:not(.leaving)').length;
    const update = () => {
      add.toggleAttribute('disabled', here() >= 5);
      remove.toggleAttribute('disabled', here() === 0);
    };
    // #endregion
    // #region code
    // Entering: the element is already rendered, so animate it in
    add.addEventListener('click', () => {
      const item = document.createElement('div');
      item.className = `demo-box ${variants[here() % 3]} todo-item`;
      list.append(item);
      gsap.from(item, { scale: 0, autoAlpha: 0, duration: 0.4, ease: 'back.out(2)' });
      update();
    });

    // Leaving: animate first, remove when the tween completes
    remove.addEventListener('click', () => {
      const items = list.querySelectorAll('.todo-item:not(.leaving)');
      const item = items[items.length - 1];
      if (!item) return;
      item.classList.add('leaving'); // a second click takes the next one
      gsap.to(item, {
        scale: 0,
        autoAlpha: 0,
        duration: 0.4,
        ease: 'back.in(2)',
        onComplete: () => item.remove(), // React: setItems(without this one)
      });
      update();
    });
    // #endregion
  },
  // after its last button (Remove) once: two items left
  expect: [{ selector: '.todo-item', property: '@count', value: 2 }],
});
