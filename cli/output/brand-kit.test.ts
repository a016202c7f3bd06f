import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { BrandKitConfig } from '../config/schema.ts';
import { brandKit } from './brand-kit.ts';
import { GsiteError } from '../errors/gsite-error.ts';

const mark = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 16"><rect width="32" height="16" fill="${fill}"/></svg>`;

const dirs: string[] = [];
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function site(): { publicDir: string; cacheDir: string; kit: BrandKitConfig } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-brand-kit-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'public/brand'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public/brand/mark.svg'), mark('#112233'));
  const kit: BrandKitConfig = {
    file: 'kit.zip',
    folder: 'kit',
    cssPrefix: 'x',
    artwork: [{ svg: '/brand/mark.svg', background: 'light', label: 'Mark' }],
    pngWidths: [32, 64],
    palette: [{ name: 'Night Sky', hex: '#112233', role: 'Backgrounds.' }],
    notes: { title: 'Kit', intro: 'Test kit.', sections: [] },
  };
  return { publicDir: path.join(dir, 'public'), cacheDir: path.join(dir, 'cache'), kit };
}

/** What the kit puts into a build: path → bytes, and whether it came from the cache. */
function run(s: ReturnType<typeof site>) {
  const written = new Map<string, Uint8Array>();
  let linked = false;
  const made = brandKit({ ...s, configFile: 'site.config.ts' });
  made.writeTo({
    write: (rel, contents) => written.set(rel, contents as Uint8Array),
    link: (rel, from) => {
      linked = true;
      written.set(rel, fs.readFileSync(from));
    },
  });
  return { made, written, linked };
}

test('a warm build links the kept zip, the same bytes and size; an edited SVG makes a new one', () => {
  const s = site();
  const cold = run(s);
  assert.equal(cold.linked, false);
  const zip = cold.written.get('kit.zip')!;
  assert.equal(cold.made.link.bytes, zip.byteLength, 'the size pages state is the written zip’s');
  assert.deepEqual(Object.keys(unzipSync(zip)).sort(), ['kit/README.md', 'kit/palette.css', 'kit/palette.json', 'kit/png/mark-32.png', 'kit/png/mark-64.png', 'kit/svg/mark.svg']);
  assert.match(new TextDecoder().decode(unzipSync(zip)['kit/palette.css']), /--x-night-sky: #112233;/);

  const warm = run(s);
  assert.equal(warm.linked, true, 'kept between builds');
  assert.equal(warm.made.entry, cold.made.entry);
  assert.equal(Buffer.compare(warm.written.get('kit.zip')!, zip), 0, 'the same bytes');
  assert.equal(warm.made.link.bytes, zip.byteLength);

  fs.writeFileSync(path.join(s.publicDir, 'brand/mark.svg'), mark('#445566'));
  const edited = run(s);
  assert.equal(edited.linked, false, 'an edited source is drawn again');
  assert.notEqual(edited.made.entry, cold.made.entry);
});

test('a missing or broken SVG fails the build naming the config key', () => {
  const s = site();
  fs.rmSync(path.join(s.publicDir, 'brand/mark.svg'));
  assert.throws(() => run(s), (e) => e instanceof GsiteError && e.key === 'brandKit.artwork[0].svg' && /not a file in public/.test(e.message));
  fs.writeFileSync(path.join(s.publicDir, 'brand/mark.svg'), '<svg');
  assert.throws(() => run(s), (e) => e instanceof GsiteError && e.key === 'brandKit.artwork[0].svg' && /resvg/.test(e.message));
});
