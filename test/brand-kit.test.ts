import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BUILD_DIR, builtPages } from './helpers/built-pages.ts';
import { loadConfig } from '../cli/config/load-config.ts';
import { GSITE_ROOT } from '../cli/paths.ts';
import { colourValues, contrastRatio, hexToRgb, rgbToHsl } from '../cli/util/colour.ts';
import { paletteVariable } from '../cli/output/brand-kit.ts';
import { swatches } from '../content/data/brand.ts';

/**
 * Issue 26, the brand kit: the zip the build makes from public/brand and content/data/brand.ts,
 * unpacked as a visitor would, and the /brand page that offers it.
 */
const { config } = await loadConfig({ root: GSITE_ROOT });
const kit = config.brandKit!;
const zipBytes = fs.readFileSync(path.join(BUILD_DIR, kit.file));
const entries = unzipSync(new Uint8Array(zipBytes));
const text = (rel: string) => new TextDecoder().decode(entries[`${kit.folder}/${rel}`]);
const readme = text('README.md');
/** The README's file table: path → what it says (with the pixel size of each PNG). */
const listed = new Map([...readme.split('## Files')[1]!.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map((m) => [m[1]!, m[2]!]));
const brandHtml = builtPages().find((p) => p.url === '/brand')!.html;

test('the zip holds exactly the files its README lists, all below one folder', () => {
  assert.ok(kit, 'site.config.ts configures a brand kit');
  assert.ok(listed.size >= 20, `README lists the files (${listed.size})`);
  assert.deepEqual(Object.keys(entries).sort(), [...listed.keys()].map((f) => `${kit.folder}/${f}`).sort());
  for (const name of ['README.md', 'palette.css', 'palette.json']) assert.ok(listed.has(name), `${name} is in the kit`);
  // Logo and mark, each for light and dark backgrounds, as SVG and as PNG at several widths.
  for (const base of ['gsap-logo', 'gsap-logo-dark', 'gsap-mark', 'gsap-mark-dark']) {
    assert.ok(listed.has(`svg/${base}.svg`), `svg/${base}.svg`);
    assert.ok([...listed.keys()].filter((f) => f.startsWith(`png/${base}-`) && /-\d+\.png$/.test(f)).length >= 4, `${base} as PNG at four widths or more`);
  }
});

test('every PNG is the width its name says, the height its SVG’s shape gives, and the size the README states', () => {
  const pngs = [...listed].filter(([f]) => f.endsWith('.png'));
  for (const [file, about] of pngs) {
    const png = entries[`${kit.folder}/${file}`]!;
    // Signature, then the IHDR chunk: width and height as big-endian 32-bit numbers at bytes 16 and 20.
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${file} is a PNG`);
    assert.equal(new TextDecoder().decode(png.subarray(12, 16)), 'IHDR', `${file}: IHDR first`);
    const view = new DataView(png.buffer, png.byteOffset);
    const [width, height] = [view.getUint32(16), view.getUint32(20)];
    const [, base, named] = /^png\/(.+)-(\d+)\.png$/.exec(file)!;
    assert.equal(width, Number(named), `${file}: width`);
    const [, , , vw, vh] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(text(`svg/${base}.svg`))!.map(Number);
    assert.ok(Math.abs(height - (width * vh!) / vw!) <= 1, `${file}: ${width} × ${height} keeps the SVG's ${vw} × ${vh} shape`);
    assert.match(about, new RegExp(`, ${width} × ${height} px$`), `${file}: the README states its size`);
  }
});

test('every SVG parses, is the file in public/brand, and draws only in palette colours', () => {
  const palette = new Set(swatches.map((s) => s.hex.toLowerCase()));
  const svgs = [...listed.keys()].filter((f) => f.endsWith('.svg'));
  assert.equal(svgs.length, kit.artwork.length);
  for (const file of svgs) {
    const svg = text(file);
    assert.equal(XMLValidator.validate(svg), true, `${file} is well-formed XML`);
    const root = new XMLParser({ ignoreAttributes: false }).parse(svg).svg;
    assert.ok(root, `${file}: its root element is <svg>`);
    assert.equal(root['@_xmlns'], 'http://www.w3.org/2000/svg', `${file}: SVG namespace`);
    assert.equal(svg, fs.readFileSync(path.join(GSITE_ROOT, 'public/brand', path.basename(file)), 'utf8'), `${file} is public/brand's file as it is`);
    const colours = [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/gi)].map((m) => m[1]!.toLowerCase());
    assert.ok(colours.length >= 3, `${file} has colours`);
    assert.deepEqual(colours.filter((c) => !palette.has(c)), [], `${file}: colours outside the palette`);
  }
});

test('palette.json and palette.css say what content/data/brand.ts says', () => {
  const json = JSON.parse(text('palette.json')) as { colours: { name: string; variable: string; hex: string; rgb: object; hsl: object; css: object; role: string }[] };
  assert.deepEqual(
    json.colours,
    swatches.map((s) => ({ name: s.name, variable: paletteVariable(kit, s.name), hex: s.hex, rgb: hexToRgb(s.hex), hsl: rgbToHsl(hexToRgb(s.hex)), css: colourValues(s.hex), role: s.use })),
  );
  const css = text('palette.css');
  const declared = [...css.matchAll(/^\s*(--[\w-]+):\s*(#[0-9a-f]{6});$/gm)].map((m) => [m[1], m[2]]);
  assert.deepEqual(declared, swatches.map((s) => [paletteVariable(kit, s.name), s.hex]));
  assert.match(css, /^:root \{$/m, 'the properties are on :root');
  assert.equal((css.match(/\{/g) ?? []).length, (css.match(/\}/g) ?? []).length, 'braces balance');
});

test('the README gives clear space, minimum size, do and don’t, and every colour pair’s contrast', () => {
  for (const heading of ['Clear space', 'Minimum size', 'Do', 'Don’t', 'Colours', 'Contrast pairs', 'Files']) assert.match(readme, new RegExp(`^## ${heading}$`, 'm'));
  const pairs = [...readme.matchAll(/^\| (.+) \/ (.+) \| ([\d.]+):1 \|/gm)];
  assert.equal(pairs.length, (swatches.length * (swatches.length - 1)) / 2, 'one row per pair');
  const hex = new Map(swatches.map((s) => [s.name, s.hex]));
  for (const [, a, b, ratio] of pairs) assert.equal(Number(ratio), contrastRatio(hex.get(a!)!, hex.get(b!)!), `${a} / ${b}`);
  assert.match(readme, /\| Ink \/ Cream \| 18\.42:1 \| any text \(AAA\) \|/);
});

test('/brand links the zip and states its real size; each colour’s values have a copy button', () => {
  const link = /<a href="\/([^"]+)" class="button button--primary brand-download" download="">([\s\S]*?)<\/a>/.exec(brandHtml);
  assert.ok(link, 'the download button');
  assert.equal(link![1], kit.file);
  const kb = `${Math.round(zipBytes.byteLength / 1024)} KB`;
  assert.match(link![2]!.replace(/<[^>]+>/g, ''), new RegExp(`\\(zip, ${kb}\\)`), `the button states ${kb}`);
  assert.ok(!fs.existsSync(path.join(GSITE_ROOT, 'public', kit.file)), 'no hand-made zip in public/ shadows the built one');
  for (const s of swatches) {
    for (const [label, value] of Object.entries({ HEX: colourValues(s.hex).hex, RGB: colourValues(s.hex).rgb, HSL: colourValues(s.hex).hsl })) {
      assert.ok(brandHtml.includes(`<code>${value}</code>`), `${s.name}: ${label} ${value} shown`);
      const props = JSON.stringify({ value, label: `${s.name} ${label} value` }).replace(/"/g, '&quot;');
      assert.ok(brandHtml.includes(`data-props="${props}"`), `${s.name}: ${label} has its copy button`);
      assert.ok(brandHtml.includes(`aria-label="Copy ${s.name} ${label} value to clipboard"`), `${s.name}: ${label} button is named`);
    }
  }
  // Green's card, as text: its contrast with each text colour, and what that allows.
  const green = /id="colour-green">([\s\S]*?)<\/ul><\/li>/.exec(brandHtml)?.[1]?.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  assert.match(green ?? '', /Ink text: 11\.09:1 AAA, any text/);
  assert.match(green ?? '', /Cream text: 1\.66:1 not for text/);
});
