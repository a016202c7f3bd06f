import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { reproducibleZip } from '../util/reproducible-zip.ts';
import type { BrandKitConfig } from '../config/schema.ts';
import type { OutputSink } from '../emit/write-output.ts';
import type { BrandKitLink } from '../routes/site-data.ts';
import { derivedEntry } from '../build/derived-cache.ts';
import { errors } from '../errors/catalogue.ts';
import { colourValues, contrastGrade, contrastRatio, hexToRgb, rgbToHsl } from '../util/colour.ts';

/**
 * The brand kit zip (config `brandKit`), made from one source of truth: the SVG files in public/
 * are copied as they are and drawn as PNGs at each width by resvg; the palette (site.config.ts,
 * from content/data/brand.ts) is written as CSS custom properties and JSON; the README holds the
 * configured usage notes, the file list with each PNG's size, and every colour pair's contrast.
 * Drawing the PNGs costs a few hundred milliseconds, so the zip is kept between builds under a
 * hash of all of that and of this file (derived-cache.ts), like the social cards.
 */

const require = createRequire(import.meta.url);

/** One file of the kit, below the kit's folder, with what the README says of it. */
export interface KitFile {
  path: string;
  contents: Uint8Array;
  /** Pixel size, for PNGs. */
  size?: { width: number; height: number };
  about: string;
}

/**
 * Every file the zip holds, in README order. The zip only packs these: the list is what the
 * README describes and what the tests check.
 */
export function brandKitFiles(kit: BrandKitConfig, publicDir: string, configFile: string): KitFile[] {
  // Loaded only when a kit is made: a build that keeps the last zip never needs resvg.
  const { Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const enc = new TextEncoder();
  const files: KitFile[] = [];
  for (const [i, art] of kit.artwork.entries()) {
    const file = path.join(publicDir, art.svg.replace(/^\//, ''));
    if (!fs.existsSync(file)) throw errors.configInvalid(configFile, `brandKit.artwork[${i}].svg`, `${art.svg} is not a file in public/`);
    const svg = fs.readFileSync(file);
    const base = path.basename(art.svg, '.svg');
    const on = `on ${art.background} backgrounds`;
    files.push({ path: `svg/${base}.svg`, contents: svg, about: `${art.label}, ${on} (vector: any size)` });
    for (const width of art.pngWidths ?? kit.pngWidths) {
      // System fonts are never read: the artwork is paths only, and loading them costs ~100 ms.
      let image;
      try {
        image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
      } catch (error) {
        throw errors.configInvalid(configFile, `brandKit.artwork[${i}].svg`, `${art.svg} is not an SVG resvg can draw (${(error as Error).message})`);
      }
      files.push({ path: `png/${base}-${width}.png`, contents: image.asPng(), size: { width: image.width, height: image.height }, about: `${art.label}, ${on}` });
    }
  }
  files.push({ path: 'palette.css', contents: enc.encode(paletteCss(kit)), about: 'The palette as CSS custom properties' });
  files.push({ path: 'palette.json', contents: enc.encode(paletteJson(kit)), about: 'The palette as JSON: HEX, RGB and HSL of each colour' });
  const readme = { path: 'README.md', contents: new Uint8Array(), about: 'These notes' };
  files.unshift(readme);
  readme.contents = enc.encode(readmeText(kit, files));
  return files;
}

/** The zip of the kit: everything below one folder, deflated (PNGs stored: they are compressed already). */
export function brandKitZip(kit: BrandKitConfig, files: KitFile[]): Uint8Array {
  return reproducibleZip(files.map((f) => ({ path: `${kit.folder}/${f.path}`, contents: f.contents, store: f.path.endsWith('.png') })));
}

/**
 * The zip, made or found in the cache, before any page renders (the /brand page states its
 * size); `writeTo` puts it into the build in the output stage, linked from the cache when
 * nothing it is made from changed. Returns also the cache entry to keep.
 */
export function brandKit(o: { kit: BrandKitConfig; publicDir: string; configFile: string; cacheDir?: string }): {
  link: BrandKitLink;
  entry?: string;
  writeTo: (out: Pick<OutputSink, 'write' | 'link'>) => void;
} {
  const ops: ((out: Pick<OutputSink, 'write' | 'link'>) => void)[] = [];
  let bytes = 0;
  // Holds the zip, written or linked, until the output stage; its size is known at once.
  const pending = {
    write: (rel: string, contents: string | Uint8Array) => {
      bytes = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
      ops.push((out) => out.write(rel, contents));
    },
    link: (rel: string, from: string, size: number) => {
      bytes = size;
      ops.push((out) => out.link(rel, from, size));
    },
  };
  const entry = derivedEntry({ dir: o.cacheDir, name: 'brand-kit', inputs: kitInputs(o.kit, o.publicDir), out: pending });
  if (!entry.kept) entry.keep(new Map([[o.kit.file, brandKitZip(o.kit, brandKitFiles(o.kit, o.publicDir, o.configFile))]]));
  return { link: { file: o.kit.file, bytes }, entry: entry.name, writeTo: (out) => ops.forEach((op) => op(out)) };
}

/** Everything the zip is made from: the settings, each SVG, this file and the packages that draw and pack. */
function kitInputs(kit: BrandKitConfig, publicDir: string): string[] {
  const svgs = kit.artwork.map((a) => {
    const file = path.join(publicDir, a.svg.replace(/^\//, ''));
    return fs.existsSync(file) ? fs.readFileSync(file, 'latin1') : 'missing';
  });
  const versions = ['@resvg/resvg-js/package.json', 'fflate/package.json'].map((p) => JSON.parse(fs.readFileSync(require.resolve(p), 'utf8')).version as string);
  return [fs.readFileSync(fileURLToPath(import.meta.url), 'utf8'), fs.readFileSync(fileURLToPath(new URL('../util/colour.ts', import.meta.url)), 'utf8'), ...versions, JSON.stringify(kit), ...svgs];
}

/** `Deep green` → `--gsap-deep-green`. */
export function paletteVariable(kit: Pick<BrandKitConfig, 'cssPrefix'>, name: string): string {
  return `--${kit.cssPrefix}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

function paletteCss(kit: BrandKitConfig): string {
  const lines = kit.palette.map((c) => `  /* ${c.name}: ${c.role.replace(/\*\//g, '* /')} */\n  ${paletteVariable(kit, c.name)}: ${c.hex.toLowerCase()};`);
  return `/* ${kit.notes.title}: the palette as custom properties. */\n:root {\n${lines.join('\n')}\n}\n`;
}

/** What palette.json holds for each colour. */
export interface PaletteJsonColour {
  name: string;
  variable: string;
  hex: string;
  rgb: { r: number; g: number; b: number };
  hsl: { h: number; s: number; l: number };
  css: { hex: string; rgb: string; hsl: string };
  role: string;
}

function paletteJson(kit: BrandKitConfig): string {
  const colours: PaletteJsonColour[] = kit.palette.map((c) => {
    const rgb = hexToRgb(c.hex);
    return { name: c.name, variable: paletteVariable(kit, c.name), hex: c.hex.toLowerCase(), rgb, hsl: rgbToHsl(rgb), css: colourValues(c.hex), role: c.role };
  });
  return `${JSON.stringify({ name: kit.notes.title, colours }, null, 2)}\n`;
}

/** Every pair of palette colours, highest contrast first. */
export function contrastPairs(palette: BrandKitConfig['palette']): { a: string; b: string; ratio: number }[] {
  const pairs: { a: string; b: string; ratio: number }[] = [];
  palette.forEach((x, i) => palette.slice(i + 1).forEach((y) => pairs.push({ a: x.name, b: y.name, ratio: contrastRatio(x.hex, y.hex) })));
  return pairs.sort((p, q) => q.ratio - p.ratio);
}

function readmeText(kit: BrandKitConfig, files: KitFile[]): string {
  const out = [`# ${kit.notes.title}`, '', kit.notes.intro, ''];
  for (const s of kit.notes.sections) out.push(`## ${s.heading}`, '', ...s.items.map((i) => `- ${i}`), '');
  out.push('## Colours', '', '| Colour | HEX | RGB | HSL | CSS custom property | Role |', '| --- | --- | --- | --- | --- | --- |');
  for (const c of kit.palette) {
    const v = colourValues(c.hex);
    out.push(`| ${c.name} | \`${v.hex}\` | \`${v.rgb}\` | \`${v.hsl}\` | \`${paletteVariable(kit, c.name)}\` | ${c.role} |`);
  }
  out.push('', '## Contrast pairs', '', 'WCAG 2.2 contrast of every pair of colours. Body text needs 4.5:1 (AA), large text and the logo itself 3:1.', '');
  out.push('| Pair | Ratio | Use for |', '| --- | --- | --- |');
  const use = { AAA: 'any text (AAA)', AA: 'any text (AA)', 'AA large': 'large text and graphics only', fails: 'decoration only, never text' };
  for (const p of contrastPairs(kit.palette)) out.push(`| ${p.a} / ${p.b} | ${p.ratio.toFixed(2)}:1 | ${use[contrastGrade(p.ratio)]} |`);
  out.push('', '## Files', '', '| File | What it is |', '| --- | --- |');
  for (const f of files) out.push(`| \`${f.path}\` | ${f.about}${f.size ? `, ${f.size.width} × ${f.size.height} px` : ''} |`);
  return `${out.join('\n')}\n`;
}
