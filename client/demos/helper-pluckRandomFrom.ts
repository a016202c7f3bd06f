import { defineDemo } from './define-demo.ts';

// #region setup
// The helper of content/docs/v3/HelperFunctions/helpers/pluckRandomFrom.md: a random item of
// the array that has not been picked in this round; a round ends when every item has been
const rounds = new WeakMap(); // per array: the items left in its round, and the last one picked

function pluckRandomFrom(array = [{}]) {
  let round = rounds.get(array);
  if (!round) rounds.set(array, (round = { left: [], last: undefined }));
  if (!round.left.length) {
    // shuffled: each item goes in at a random place among those before it
    const left = array.slice(0, 0); // a new, empty array
    for (const item of array) left.splice(Math.floor(Math.random() * (left.length + 1)), 0, item);
    // the new round never starts with the item the last one ended on
    if (left.length > 1 && left[left.length - 1] === round.last) left.unshift(...left.splice(-1));
    round.left = left;
  }
  round.last = round.left.pop();
  return round.last;
}
// #endregion

const card = (variant: string) => `<div class="demo-box ${variant} card"></div>`;

export default defineDemo({
  title: 'pluckRandomFrom: each press picks a square that hasn’t had its turn yet; when all five have, a new round starts',
  controls: 'none',
  stage:
    `<div class="demo-row">${['', 'demo-box--b', 'demo-box--c', 'demo-box--b', ''].map(card).join('')}</div>` +
    '<p class="demo-label status">Round 1: 0 of 5 picked</p>' +
    '<div class="demo-buttons"><button type="button" class="demo-button pick">Pick one</button></div>',
  create(gsap, stage) {
    // #region code
    const cards = [...stage.querySelectorAll('.card')];
    const status = stage.querySelector('.status');
    let round = 1;
    let picked = 0;

    stage.querySelector('.pick')?.addEventListener('click', () => {
      if (picked === cards.length) {
        // every card has had its turn: pluckRandomFrom starts a new round too
        round++;
        picked = 0;
        cards.forEach((c) => c.classList.remove('picked'));
        gsap.to(cards, { opacity: 1, duration: 0.3 });
      }
      const card = pluckRandomFrom(cards);
      if (!card) return; // an empty array has nothing to pick
      card.classList.add('picked');
      picked++;
      if (status) status.textContent = `Round ${round}: ${picked} of ${cards.length} picked`;

      gsap.timeline()
        .to(card, { y: -24, duration: 0.2, ease: 'power2.out' })
        .to(card, { y: 0, opacity: 0.35, duration: 0.5, ease: 'bounce.out' });
    });
    // #endregion
  },
  // after its last button (Pick one) once: one card picked, back down and dimmed
  expect: [
    { selector: '.picked', property: '@count', value: 1 },
    { selector: '.picked', property: 'opacity', value: 0.35 },
    { selector: '.status', property: '@text', value: 'Round 1: 1 of 5 picked' },
  ],
});
