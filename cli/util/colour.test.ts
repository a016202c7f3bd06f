import { test } from 'node:test';
import assert from 'node:assert/strict';
import { colourValues, contrastGrade, contrastRatio, hexToRgb, rgbToHsl } from './colour.ts';

test('hex colours become the RGB and HSL a CSS author writes', () => {
  assert.deepEqual(hexToRgb('#0AE448'), { r: 10, g: 228, b: 72 });
  assert.deepEqual(hexToRgb('#fc0'), { r: 255, g: 204, b: 0 });
  assert.throws(() => hexToRgb('0ae448'), /not a hex colour/);
  assert.throws(() => hexToRgb('#0ae44'), /not a hex colour/);
  assert.deepEqual(rgbToHsl({ r: 255, g: 0, b: 0 }), { h: 0, s: 100, l: 50 });
  assert.deepEqual(rgbToHsl({ r: 0, g: 0, b: 255 }), { h: 240, s: 100, l: 50 });
  assert.deepEqual(rgbToHsl({ r: 128, g: 128, b: 128 }), { h: 0, s: 0, l: 50 });
  // A hue past 300° (red channel largest, blue over green) stays positive.
  assert.deepEqual(rgbToHsl({ r: 255, g: 0, b: 128 }), { h: 330, s: 100, l: 50 });
  assert.deepEqual(colourValues('#0E100F'), { hex: '#0e100f', rgb: 'rgb(14 16 15)', hsl: 'hsl(150 7% 6%)' });
});

test('contrast ratios follow WCAG 2.2 and never round a failure up to a pass', () => {
  assert.equal(contrastRatio('#000000', '#ffffff'), 21);
  assert.equal(contrastRatio('#ffffff', '#ffffff'), 1);
  assert.equal(contrastRatio('#ffffff', '#000000'), contrastRatio('#000000', '#ffffff'), 'order does not matter');
  // #777 on white is 4.478:1: it fails AA for body text, though 4.48 rounds towards 4.5.
  assert.equal(contrastRatio('#777777', '#ffffff'), 4.47);
  assert.equal(contrastGrade(4.47), 'AA large');
  assert.equal(contrastGrade(4.5), 'AA');
  assert.equal(contrastGrade(7), 'AAA');
  assert.equal(contrastGrade(2.99), 'fails');
});
