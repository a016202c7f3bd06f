import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../cli/build/build.ts';
import { silentLogger } from '../../cli/build/logger.ts';
import { serveDir } from './built-site.ts';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** Files to write into a fixture copy: path → text or bytes; null deletes the file. */
export type FixtureChanges = Record<string, string | Uint8Array | null>;

/** Copies made by this test process: removed when it exits, so runs do not fill the temp folder. */
const copies: string[] = [];
process.once('exit', () => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A private copy of a fixture site with some files replaced (path → contents; null deletes),
 * so each test can break one thing without touching the others.
 */
export function fixtureCopy(name: string, changes: FixtureChanges = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `gsite-${name}-`));
  copies.push(root);
  fs.cpSync(path.join(FIXTURES, name), root, { recursive: true });
  for (const [rel, contents] of Object.entries(changes)) {
    const file = path.join(root, rel);
    if (contents === null) fs.rmSync(file, { force: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, contents);
    }
  }
  return root;
}

/**
 * The basic fixture with its site.config.ts changed by `edit`, built and served like
 * `gsite serve`: for tests of a second configuration form. Fails if `edit` changed nothing.
 */
export async function serveBasicWith(edit: (config: string) => string): Promise<{ root: string; url: string; close: () => Promise<void> }> {
  const original = fs.readFileSync(path.join(FIXTURES, 'basic', 'site.config.ts'), 'utf8');
  const config = edit(original);
  if (config === original) throw new Error('serveBasicWith: the edit left site.config.ts unchanged');
  const root = fixtureCopy('basic', { 'site.config.ts': config });
  await build({ root, logger: silentLogger, workers: 0 });
  return { root, ...(await serveDir(path.join(root, 'build'))) };
}
