import fs from 'node:fs';
import path from 'node:path';

/**
 * What the build knows of a live demo (client/demos/<name>.ts) without running it: enough to
 * render the title, the version label and the code beside the stage. The browser runs the
 * module itself (client/islands/gsap-demo.ts).
 */
export interface DemoSource {
  name: string;
  /** Absolute path of the demo module. */
  file: string;
  title: string;
  /** One line under the title, if the demo has a `note: '…'` line. */
  note?: string;
  /** The gsap the demo runs on. */
  version: '3.12.5' | '3.13.0';
  /** `scroll`: the stage is its own scroll box (`scroll: true`); `time`: a fixed stage. */
  kind: 'time' | 'scroll';
  /** What the player's controls drive (client/demos/define-demo.ts, DemoControls); `none` on either kind of stage. */
  controls: 'time' | 'scroll' | 'none';
  /** The lines between `// #region code` and `// #endregion`, dedented. */
  code: string;
  /**
   * What the code region needs from elsewhere in the module (a helper function defined above
   * `create`, elements looked up before the region): the lines of every `// #region setup` …
   * `// #endregion` block, each dedented, in file order, joined by a blank line; '' when none.
   * The docs show only `code`; Playtime runs `setup` and then `code`, one program.
   */
  setup: string;
  /**
   * The name `create` gives its stage element (`create(gsap, box)` → `box`; default `stage`):
   * the code region refers to it, so whatever runs the region alone (Playtime) binds that name.
   */
  stageParam: string;
  /** Why the file cannot be shown; only an error when a page uses the demo (writers work on demos in parallel). */
  problem?: string;
}

export interface CollectDemosOptions {
  /** Folder of demo modules, e.g. client/demos. */
  dir: string;
}

/** Files in the demos folder that are not demos. */
const NOT_DEMOS = new Set(['define-demo.ts']);

/** Every demo module of the folder by name (file name without `.ts`); none if the folder does not exist. */
export function collectDemos(opts: CollectDemosOptions): Record<string, DemoSource> {
  const out: Record<string, DemoSource> = {};
  if (!fs.existsSync(opts.dir)) return out;
  for (const f of fs.readdirSync(opts.dir).sort()) {
    if (!f.endsWith('.ts') || f.endsWith('.d.ts') || f.endsWith('.test.ts') || NOT_DEMOS.has(f)) continue;
    const file = path.join(opts.dir, f);
    out[f.slice(0, -3)] = parseDemo(f.slice(0, -3), file, fs.readFileSync(file, 'utf8'));
  }
  return out;
}

/** A one-line string property of the demo object, `key: '…'`, unescaped. */
function stringLine(text: string, key: string): string | undefined {
  return new RegExp(`^\\s*${key}:\\s*(['"\`])((?:\\\\.|(?!\\1)[^\\\\])*)\\1`, 'm').exec(text)?.[2]?.replace(/\\(.)/g, '$1');
}

/** Reads title, note, version, scroll, controls and code region from a demo module's text. Pure, for tests. */
export function parseDemo(name: string, file: string, text: string): DemoSource {
  const title = stringLine(text, 'title');
  const note = stringLine(text, 'note');
  const version = /^\s*version:\s*['"`]3\.13\.0['"`]/m.test(text) ? '3.13.0' : '3.12.5';
  const kind = /^\s*scroll:\s*true\b/m.test(text) ? 'scroll' : 'time';
  const declared = stringLine(text, 'controls');
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => /^\s*\/\/\s*#region code\s*$/.test(l));
  const end = start < 0 ? -1 : lines.findIndex((l, i) => i > start && /^\s*\/\/\s*#endregion\b/.test(l));
  const problems: string[] = [];
  if (!title) problems.push('it has no `title: \'…\'` line');
  if (declared !== undefined && !['time', 'scroll', 'none'].includes(declared)) problems.push(`its controls are '${declared}': write 'time', 'scroll' or 'none'`);
  if (declared === 'scroll' && kind === 'time') problems.push(`controls 'scroll' need \`scroll: true\``);
  const controls = kind === 'time' ? (declared === 'none' ? 'none' : 'time') : ((declared as DemoSource['controls'] | undefined) ?? 'scroll');
  if (start < 0 || end < 0) problems.push('it has no `// #region code` … `// #endregion` lines around the code to show');
  const code = start >= 0 && end > start ? dedent(lines.slice(start + 1, end)) : '';
  const setup = setupBlocks(lines, problems);
  // `create(gsap, box)`, also with a type on gsap (`create(gsap: Gsap, box)`)
  const stageParam = /\bcreate\s*\(\s*\w+\s*(?::\s*[\w.]+\s*)?,\s*([A-Za-z_$][\w$]*)/.exec(text)?.[1] ?? 'stage';
  if (start >= 0 && end > start && !code.trim()) problems.push('its code region is empty');
  return { name, file, title: title ?? name, ...(note ? { note } : {}), version, kind, controls, code, setup, stageParam, problem: problems.length ? `${path.basename(file)}: ${problems.join('; ')}` : undefined };
}

/**
 * The `// #region setup` … `// #endregion` blocks, each dedented, joined by a blank line. A block
 * that is never closed, or that holds another region, is a problem (the region would swallow
 * code the reader is meant to see).
 */
function setupBlocks(lines: string[], problems: string[]): string {
  const blocks: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\/\/\s*#region setup\s*$/.test(lines[i]!)) continue;
    const end = lines.findIndex((l, k) => k > i && /^\s*\/\/\s*#(?:end)?region\b/.test(l));
    if (end < 0 || !/#endregion\b/.test(lines[end]!)) {
      problems.push(`its \`// #region setup\` on line ${i + 1} has no \`// #endregion\` before the next region`);
      break;
    }
    const block = dedent(lines.slice(i + 1, end));
    if (block.trim()) blocks.push(block);
    i = end;
  }
  return blocks.join('\n\n');
}

/** Removes the indentation all non-blank lines share, and blank lines at either end. */
function dedent(lines: string[]): string {
  const body = [...lines];
  while (body.length && !body[0]!.trim()) body.shift();
  while (body.length && !body[body.length - 1]!.trim()) body.pop();
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
  return body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0).trimEnd()).join('\n');
}
