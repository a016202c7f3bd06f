import { defineDemo } from './define-demo.ts';
import { ScrambleTextPlugin } from 'gsap-3.13/ScrambleTextPlugin';

const row = (label: string) => `<div class="sc-stat"><dt class="sc-label">${'·'.repeat(label.length)}</dt><dd class="sc-value">0</dd></div>`;

export default defineDemo({
  title: 'Stats panel: each label decodes out of random letters while its number counts up',
  version: '3.13.0',
  stage: `<dl class="sc-stats">${row('VISITORS TODAY')}${row('PAGES READ')}${row('MINUTES SPENT')}</dl>`,
  create(gsap, stage) {
    // #region code
    gsap.registerPlugin(ScrambleTextPlugin);

    const stats = [
      { label: 'VISITORS TODAY', value: 1280 },
      { label: 'PAGES READ', value: 342 },
      { label: 'MINUTES SPENT', value: 57 },
    ];
    const rows = stage.querySelectorAll('.sc-stat');

    const tl = gsap.timeline();
    rows.forEach((row, i) => {
      const stat = stats[i];
      if (!stat) return;
      tl.to(row.querySelector('.sc-label'), { duration: 1.2, scrambleText: { text: stat.label, chars: 'upperCase', speed: 0.5 } }, i * 0.3)
        .to(row.querySelector('.sc-value'), {
          textContent: stat.value, // count from the 0 in the markup…
          snap: { textContent: 1 }, // …in whole numbers
          duration: 1.5,
          ease: 'power2.out',
        }, i * 0.3);
    });
    // #endregion
    return tl;
  },
  expect: [
    { selector: '.sc-label', property: '@text', value: 'VISITORS TODAY' },
    { selector: '.sc-value', property: '@text', value: '1280' },
    { selector: '.sc-stat:last-child .sc-value', property: '@text', value: '57' },
  ],
});
