/**
 * What a fence's info string carries after the language:
 * ```js title="app.js" {2,4-5} signature nocheck="uses a bundler import"
 * ```js run dom=".box*3"
 * ```js run continues
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  /** Words without a value, e.g. `signature`, `live`. */
  flags: Set<string>;
  /** `signature`: a type signature to read, not code to run; the examples check skips it. */
  signature: boolean;
  /**
   * `run`: the block is executed by the test suite (test/reference/examples-run.test.ts) and each
   * `// →` comment is compared with the value of the expression or statement on its line.
   * Renders as a normal code block.
   */
  run: boolean;
  /**
   * `dom=".box*3 #hero"`: for a `run` block, the elements the test page provides (see
   * content/README.md). Not rendered.
   */
  dom?: string;
  /**
   * `nocheck="why"`: the examples check skips the block, and the reader sees the reason under
   * the code. Only set when a reason was given.
   */
  nocheck?: string;
  /**
   * `continues`: the block goes on from the last block above it that stands on its own (a usage
   * example after the function it calls): the examples checks compile and run the two as one
   * program, and the reader sees the block as it is.
   */
  continues: boolean;
  /** Mistakes in the info string an author must fix (the Markdown stage reports them with the line). */
  problems: string[];
}

/** Keys that need a value; written bare they are a mistake, not a flag. */
const VALUE_KEYS = new Set(['title', 'nocheck', 'dom']);

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlightLines: new Set(), flags: new Set(), signature: false, run: false, continues: false, problems: [] };
  if (!meta) return out;
  const re = /(\w+)="([^"]*)"|(\w+)='([^']*)'|\{([\d,\s-]+)\}|(\S+)/g;
  for (const m of meta.matchAll(re)) {
    const key = m[1] ?? m[3];
    const value = m[2] ?? m[4];
    if (key === 'title') out.title = value;
    else if (key === 'dom') {
      if (value!.trim()) out.dom = value!.trim();
      else out.problems.push('`dom` names the elements a run block needs, e.g. dom=".box*3"; it is empty.');
    } else if (key === 'nocheck') {
      if (value!.trim()) out.nocheck = value!.trim();
      else out.problems.push('`nocheck` needs a reason the reader can see, e.g. nocheck="needs a bundler"; it is empty.');
    } else if (m[5]) {
      for (const part of m[5].split(',')) {
        const [a, b] = part.trim().split('-').map(Number);
        if (a === undefined || Number.isNaN(a)) continue;
        for (let n = a; n <= (b ?? a); n++) out.highlightLines.add(n);
      }
    } else if (m[6]) {
      const word = m[6];
      const bare = word.replace(/=.*$/, '');
      if (VALUE_KEYS.has(bare)) {
        out.problems.push(
          bare === 'nocheck'
            ? '`nocheck` needs a reason the reader can see: write nocheck="why this block is not type-checked".'
            : `\`${bare}\` needs a quoted value: ${bare}="…".`,
        );
      } else if (word === 'signature') out.signature = true;
      else if (word === 'run') out.run = true;
      else if (word === 'continues') out.continues = true;
      else out.flags.add(word);
    }
  }
  if (out.signature) out.flags.add('signature');
  if (out.run) out.flags.add('run');
  if (out.run && out.signature) out.problems.push('A `signature` block is not code to run: drop `run` or `signature`.');
  if (out.dom !== undefined && !out.run) out.problems.push('`dom` only applies to a `run` block: add `run`, or drop `dom`.');
  return out;
}
