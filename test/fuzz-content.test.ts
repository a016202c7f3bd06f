import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GSITE_ROOT } from '../cli/paths.ts';
import type { SerializedError } from '../cli/errors/serialize-error.ts';
import { fixtureCopy } from './helpers/fixture.ts';
import { treeDigest } from './helpers/tree-digest.ts';
import { buildWorker } from './helpers/build-worker.ts';
import { mutate, pick, seeded } from './helpers/mutations.ts';

/**
 * A bounded fuzz pass: real pages of the site, mutated at random (cut short, bytes changed,
 * nested deep, lines made huge), each built as a page of the basic fixture over an earlier
 * build. Every build must succeed, or fail with catalogued errors that name the mutated file
 * (RenderFailed, the wrapper of an exception nobody caught, does not count); none may hang;
 * a failed one leaves build/ byte for byte as it was. The inputs are fixed by the seed
 * (printed; GSITE_FUZZ_SEED replays another) and their number (GSITE_FUZZ_RUNS), so every
 * machine tries the same ones: a pass bounded by time tried fewer on a slower machine.
 */
const SEED = Number(process.env.GSITE_FUZZ_SEED ?? 17_2026);
/** ~13 s on the 2-core machine the suite is timed on (a build of the fixture page ~0.3 s). */
const RUNS = Number(process.env.GSITE_FUZZ_RUNS ?? 40);
/** One build of the fixture takes about a second; one that takes this long is hanging. */
const HANG_MS = 60_000;

test(`${RUNS} fuzzed pages each build or fail with a catalogued error naming the file`, async (t) => {
  t.diagnostic(`seed ${SEED} (replay with GSITE_FUZZ_SEED=${SEED})`);
  const contentDir = path.join(GSITE_ROOT, 'content');
  const pages = fs.readdirSync(contentDir, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
  const root = fixtureCopy('basic');
  const page = path.join(root, 'content/docs/guide/intro.md');
  const out = path.join(root, 'build');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-fuzz-cache-'));
  const failures = fs.mkdtempSync(path.join(os.tmpdir(), 'gsite-fuzz-failures-'));
  const worker = buildWorker();
  const rand = seeded(SEED);
  let built = 0;
  const refused = new Map<string, number>();
  try {
    assert.ok((await worker.build({ root, workers: 0, cacheDir }, HANG_MS)).ok, 'the unmutated fixture builds');
    let digest = treeDigest(out);
    for (let run = 1; run <= RUNS; run++) {
      const source = pick(rand, pages);
      const mutated = mutate(rand, fs.readFileSync(path.join(contentDir, source)));
      fs.writeFileSync(page, mutated.bytes);
      const outcome = await worker.build({ root, workers: 0, cacheDir }, HANG_MS);
      const kept = path.join(failures, `run-${run}.md`);
      const context = `run ${run} of seed ${SEED}: content/${source}, ${mutated.what} (input kept in ${kept})`;
      const fail = (why: string) => {
        fs.writeFileSync(kept, mutated.bytes);
        assert.fail(`${why}\n${context}`);
      };
      if (outcome.ok) {
        built++;
        digest = treeDigest(out);
        continue;
      }
      if ('timedOut' in outcome) fail(`the build did not end within ${HANG_MS / 1000} s`);
      else {
        const stray = outcome.errors.find((e) => !isCatalogued(e) || e.location?.file !== page);
        if (stray) fail(`not a catalogued error naming ${page}:\n${describe(stray)}`);
        for (const code of new Set(outcome.errors.map((e) => e.code!))) refused.set(code, (refused.get(code) ?? 0) + 1);
      }
      if (treeDigest(out) !== digest) fail('a failed build changed build/');
      if (fs.readdirSync(root).some((f) => f.startsWith('build.'))) fail('a failed build left a temporary folder');
    }
  } finally {
    await worker.close();
  }
  const codes = [...refused].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`);
  t.diagnostic(`mutated pages built: ${built}; refused: ${codes.join(', ') || 'none'}`);
  assert.ok(built + refused.size > 0, 'at least one mutated page was tried');
});

/** A GsiteError of the catalogue, not the wrapper of an exception that escaped (RenderFailed). */
function isCatalogued(e: SerializedError): boolean {
  return e.gsite && e.code !== 'RenderFailed';
}

function describe(e: SerializedError): string {
  return `[${e.code ?? 'UnexpectedError'}] ${e.location?.file ?? '(no file)'}${e.location?.line ? `:${e.location.line}` : ''} ${e.message}\n${e.causes.map((c) => `  caused by: ${c}`).join('\n')}\n${e.gsite ? '' : e.stack ?? ''}`;
}
