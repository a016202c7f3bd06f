import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { GSITE_ROOT } from '../cli/paths.ts';
import { swatches } from '../content/data/brand.ts';

/**
 * The brand page shows colour values written in content/data/brand.ts; the site uses the
 * tokens in templates/styles/tokens.css. They must say the same thing.
 */
test('every brand swatch has the value of the token it names, in the mode it names', () => {
  const css = fs.readFileSync(path.join(GSITE_ROOT, 'templates/styles/tokens.css'), 'utf8');
  const light = css.slice(css.indexOf('/* ---------- Light palette'), css.indexOf('/* ---------- Dark palette'));
  const dark = css.slice(css.indexOf('/* ---------- Dark palette'), css.indexOf('@media (prefers-color-scheme: dark)'));
  assert.ok(swatches.length > 0, 'content/data/brand.ts lists no swatches: nothing to compare');
  const mismatches: string[] = [];
  for (const swatch of swatches) {
    for (const part of swatch.token.split('·')) {
      const m = /(--[\w-]+)(?:\s*\((light|dark)\))?/.exec(part.trim());
      assert.ok(m, `${swatch.name}: token "${part}" names no custom property`);
      const block = m[2] === 'dark' ? dark : light;
      const value = new RegExp(`${m[1]}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(block)?.[1];
      if (value?.toLowerCase() !== swatch.hex.toLowerCase()) mismatches.push(`${swatch.name}: ${m[1]} (${m[2] ?? 'light'}) is ${value ?? 'missing'}, the page says ${swatch.hex}`);
    }
  }
  assert.deepEqual(mismatches, []);
});
