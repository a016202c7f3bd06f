import { defineDemo } from './define-demo.ts';

// #region setup
// The helper of content/docs/v3/HelperFunctions/helpers/formatNumber.md: 1234567.891 → "1,234,567.89"
function formatNumber(value = 0, decimals = 0, separator = ',', point = '.') {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, separator);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (fraction ? point + fraction : '');
}
// #endregion

export default defineDemo({
  title: 'formatNumber: a counter that climbs to $1,234,567.89, with separators and two decimals on every frame',
  stage: '<p class="demo-label">Sales this year</p><p class="demo-text demo-text--mono total">$0.00</p>',
  create(gsap, stage) {
    // #region code
    const total = stage.querySelector('.total');
    const counter = { value: 0 };

    const tween = gsap.to(counter, {
      value: 1234567.89,
      duration: 2.5,
      ease: 'power2.out',
      onUpdate: () => {
        if (total) total.textContent = '$' + formatNumber(counter.value, 2);
      },
    });
    // #endregion
    return tween;
  },
  expect: [{ selector: '.total', property: '@text', value: '$1,234,567.89' }],
});
