import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { GSITE_ROOT, LOCKFILE } from '../paths.ts';
import { listFiles } from './list-files.ts';

/**
 * What a build's output is made from: the site's sources and gsite's own code. Test files
 * are left out (editing a test does not change what a build makes).
 */
function stampInputs(root: string): string[] {
  const site = path.resolve(root);
  const dirs = new Set([
    ...['content', 'templates', 'client', 'public'].map((d) => path.join(site, d)),
    ...['cli', 'templates', 'client'].map((d) => path.join(GSITE_ROOT, d)),
  ]);
  const files: string[] = [];
  for (const dir of [...dirs].sort()) {
    for (const rel of listFiles(dir).sort()) if (!/\.test\.tsx?$/.test(rel)) files.push(path.join(dir, rel));
  }
  for (const f of fs.existsSync(site) ? fs.readdirSync(site).sort() : []) if (/^site\.config\.[cm]?[jt]s$/.test(f)) files.push(path.join(site, f));
  files.push(LOCKFILE);
  return files;
}

/**
 * A hash of every input of a build of `root` (names and contents), plus `options`: the build
 * settings that change its output. Two builds with the same stamp make the same files, so a
 * build folder that records its stamp can tell whether it is still up to date (the tests
 * rebuild a stale build/ instead of testing the old site).
 */
export function sourceStamp(root: string, options: Record<string, unknown> = {}): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(options));
  for (const file of stampInputs(root)) {
    hash.update(`\0${path.relative(GSITE_ROOT, file)}\0`);
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('<missing>');
    }
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * The build settings that change what a build makes (the rest only decide whether it fails, or
 * how fast). Kept here, apart from the build pipeline, so that checking a build's freshness
 * (every test file does, test/helpers/fresh-build.ts) does not load the whole pipeline.
 */
export function buildStampOptions(opts: { includeDrafts?: boolean }): Record<string, unknown> {
  return { includeDrafts: opts.includeDrafts ?? false };
}
