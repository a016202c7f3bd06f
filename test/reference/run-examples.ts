import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Browser, Page } from 'playwright-core';
import { GSITE_ROOT } from '../../cli/paths.ts';
import type { CodeBlock } from './check-examples.ts';

/**
 * Executed examples: a ```js run block is run in headless Chromium against gsap 3.12.5
 * (node_modules/gsap/dist), and every `// →` comment in it is compared with the value of the
 * expression or declaration it ends. The form, as content/README.md documents it for authors:
 *
 *   expr;              // → value      the value of `expr`
 *   const x = expr;    // → value      the value `x` is given
 *   console.log(expr); // → value      the value logged (one argument)
 *   expr;              // → ≈ 0.333    numbers compared at the decimals written
 *   expr;              // → 4 (a note)  or  // → 4: a note    a note may follow the value
 *
 * `value` is a JavaScript literal: a number (also NaN, Infinity, negative), a string, true,
 * false, null, undefined, or an array or plain object of those. Arrays and objects are compared
 * deeply (same length, same keys); numbers to within 1e-6 (relative for large ones), or, after
 * `≈`, to half a unit of the last decimal written (`≈ 0.33` accepts 0.325 to 0.335).
 *
 * A block may need elements: `dom=".box*3 #hero input#scrub"` in the info string puts them in
 * the page body, in that order (tag defaults to div; `*n` repeats). Plugins are loaded when the
 * block names them (CustomEase, EasePack and its RoughEase / SlowMo / ExpoScaleEase or their
 * string eases, ScrollTrigger, …); their UMD files register themselves, as with script tags.
 * `import … from "gsap…"` lines are skipped (the globals stand in for them).
 */

const GSAP_DIST = path.join(GSITE_ROOT, 'node_modules/gsap/dist');

/** Identifiers in a block → the dist file that defines them. */
const PLUGIN_FILES: Record<string, string> = {
  CustomEase: 'CustomEase',
  EasePack: 'EasePack',
  RoughEase: 'EasePack',
  SlowMo: 'EasePack',
  ExpoScaleEase: 'EasePack',
  ScrollTrigger: 'ScrollTrigger',
  ScrollToPlugin: 'ScrollToPlugin',
  Draggable: 'Draggable',
  InertiaPlugin: 'Draggable',
  Flip: 'Flip',
  MotionPathPlugin: 'MotionPathPlugin',
  Observer: 'Observer',
  TextPlugin: 'TextPlugin',
  PixiPlugin: 'PixiPlugin',
  EaselPlugin: 'EaselPlugin',
  CSSRulePlugin: 'CSSRulePlugin',
};
/** String eases that need EasePack. */
const EASEPACK_STRINGS = /["'`](rough|slow|expoScale)\(/;
/** Plugins that are not in the public 3.12.5 package, so a run block can't use them. */
const NOT_IN_3_12 = ['CustomBounce', 'CustomWiggle', 'SplitText', 'DrawSVGPlugin', 'MorphSVGPlugin', 'ScrollSmoother', 'GSDevTools', 'MotionPathHelper', 'Physics2DPlugin', 'PhysicsPropsPlugin', 'ScrambleTextPlugin'];

const scriptCache = new Map<string, string>();
function distScript(name: string): string {
  let text = scriptCache.get(name);
  if (text === undefined) {
    text = fs.readFileSync(path.join(GSAP_DIST, `${name}.min.js`), 'utf8');
    scriptCache.set(name, text);
  }
  return text;
}

/** What a `// →` comment states, as the page compares it. */
export type Expected =
  | { kind: 'number'; value: number; decimals: number }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'undefined' }
  | { kind: 'array'; items: Expected[] }
  | { kind: 'object'; entries: [string, Expected][] };

/**
 * Parses the text after `// →`: an optional `≈`, a literal, then nothing, a note in
 * parentheses or a note after a colon. Returns an error message for anything else.
 */
export function parseStated(text: string): { expected: Expected; approx: boolean; literal: string } | { error: string } {
  let src = text.trim();
  let approx = false;
  if (src.startsWith('≈')) {
    approx = true;
    src = src.slice(1).trimStart();
  }
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(why);
  };
  const ws = () => {
    while (i < src.length && /\s/.test(src[i]!)) i++;
  };
  const value = (): Expected => {
    ws();
    const rest = src.slice(i);
    const num = /^[-+]?(?:\d+(?:\.(\d*))?|\.(\d+))(?:e[-+]?\d+)?/i.exec(rest);
    if (num) {
      i += num[0].length;
      return { kind: 'number', value: Number(num[0]), decimals: (num[1] ?? num[2] ?? '').length };
    }
    const word = /^(-?Infinity|NaN|true|false|null|undefined)\b/.exec(rest);
    if (word) {
      i += word[0].length;
      const w = word[1]!;
      if (w === 'true' || w === 'false') return { kind: 'boolean', value: w === 'true' };
      if (w === 'null') return { kind: 'null' };
      if (w === 'undefined') return { kind: 'undefined' };
      return { kind: 'number', value: Number(w), decimals: 0 };
    }
    const quote = rest[0];
    if (quote === '"' || quote === "'") {
      const m = (quote === '"' ? /^"(?:[^"\\\n]|\\.)*"/ : /^'(?:[^'\\\n]|\\.)*'/).exec(rest) ?? fail('an unterminated string');
      i += m[0].length;
      const body = m[0].slice(1, -1);
      const json = quote === '"' ? m[0] : `"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`;
      return { kind: 'string', value: JSON.parse(json) as string };
    }
    if (quote === '[') {
      i++;
      const items: Expected[] = [];
      for (;;) {
        ws();
        if (src[i] === ']') break;
        items.push(value());
        ws();
        if (src[i] === ',') i++;
        else if (src[i] !== ']') fail('"," or "]" expected in the array');
      }
      i++;
      return { kind: 'array', items };
    }
    if (quote === '{') {
      i++;
      const entries: [string, Expected][] = [];
      for (;;) {
        ws();
        if (src[i] === '}') break;
        const key = /^(?:[A-Za-z_$][\w$]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\d+)/.exec(src.slice(i)) ?? fail('a property name expected in the object');
        i += key[0].length;
        ws();
        if (src[i] !== ':') fail('":" expected after a property name');
        i++;
        const k = /^["']/.test(key[0]) ? key[0].slice(1, -1) : key[0];
        entries.push([k, value()]);
        ws();
        if (src[i] === ',') i++;
        else if (src[i] !== '}') fail('"," or "}" expected in the object');
      }
      i++;
      return { kind: 'object', entries };
    }
    return fail(rest ? `"${rest.slice(0, 20)}" is not a literal` : 'no value after →');
  };
  try {
    const expected = value();
    const literal = src.slice(0, i).trim();
    const note = src.slice(i).trim();
    if (note && !/^\(.*\)$/.test(note) && !/^:\s/.test(note)) {
      return { error: `after the value "${literal}" comes "${note}": a note goes in parentheses or after ": "` };
    }
    return { expected, approx, literal: (approx ? '≈ ' : '') + literal };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

export interface RunCheck {
  id: number;
  /** File line of the `// →` comment. */
  line: number;
  /** The code whose value is compared, as written (whitespace collapsed). */
  expression: string;
  /** The stated value, as written. */
  stated: string;
  expected: Expected;
  approx: boolean;
}

export interface PreparedBlock {
  block: CodeBlock;
  /** The code to evaluate: the block with imports blanked and checked values wrapped. Same lines as the block. */
  script: string;
  checks: RunCheck[];
  /** Body HTML for `dom`. */
  html: string;
  /** Dist files to load after gsap (without extension). */
  plugins: string[];
  /** Problems that stop the block from running, with file lines. */
  problems: { line: number; message: string }[];
}

/** `dom=".box*3 input#scrub div.card.featured"` → body HTML. */
export function domHtml(spec: string | undefined): { html: string; error?: string } {
  if (!spec) return { html: '' };
  let html = '';
  for (const item of spec.split(/\s+/).filter(Boolean)) {
    const m = /^([a-z][a-z0-9-]*)?((?:[#.][A-Za-z_][\w-]*)*)(?:\*(\d+))?$/.exec(item);
    if (!m || (!m[1] && !m[2])) return { html, error: `dom item "${item}" is not of the form tag#id.class*count` };
    const tag = m[1] ?? 'div';
    const id = /#([\w-]+)/.exec(m[2] ?? '')?.[1];
    const classes = [...(m[2] ?? '').matchAll(/\.([\w-]+)/g)].map((c) => c[1]);
    const attrs = `${id ? ` id="${id}"` : ''}${classes.length ? ` class="${classes.join(' ')}"` : ''}`;
    const element = /^(input|img|br|hr)$/.test(tag) ? `<${tag}${attrs}>` : `<${tag}${attrs}></${tag}>`;
    html += element.repeat(Number(m[3] ?? 1));
  }
  return { html };
}

const CHECK_FN = '__gsiteCheck';

/** Parses a run block, finds its `// →` comments and the code each one ends, and instruments it. */
export function prepareBlock(block: CodeBlock): PreparedBlock {
  const problems: PreparedBlock['problems'] = [];
  const fileLine = (lineIndex: number) => block.line + lineIndex;
  const out: PreparedBlock = { block, script: '', checks: [], html: '', plugins: [], problems };
  if (block.lang !== 'js') {
    problems.push({ line: block.line - 1, message: `\`run\` is for js blocks; this one is ${block.lang}` });
    return out;
  }
  const dom = domHtml(block.meta.dom);
  if (dom.error) problems.push({ line: block.line - 1, message: dom.error });
  out.html = dom.html;

  const code = block.code;
  const sf = ts.createSourceFile('block.js', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const parseErrors = (sf as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  if (parseErrors.length) {
    const d = parseErrors[0]!;
    problems.push({ line: fileLine(lineOf(d.start ?? 0)), message: `the block does not parse: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}` });
    return out;
  }

  // Every `// →` comment: comments sit in the trivia between tokens, so the leading and trailing
  // comments of every token find them all, and none inside strings or templates.
  const arrows = new Map<number, { pos: number; text: string }>();
  const collect = (node: ts.Node): void => {
    for (const c of [...(ts.getLeadingCommentRanges(code, node.pos) ?? []), ...(ts.getTrailingCommentRanges(code, node.end) ?? [])]) {
      const m = c.kind === ts.SyntaxKind.SingleLineCommentTrivia ? /^\/\/\s*→(.*)$/.exec(code.slice(c.pos, c.end)) : null;
      if (m) arrows.set(c.pos, { pos: c.pos, text: m[1]! });
    }
    node.getChildren(sf).forEach(collect);
  };
  collect(sf);

  // Blank out imports from gsap; anything else can't run here.
  const edits: { start: number; end: number; text: string }[] = [];
  for (const stmt of sf.statements) {
    if (!ts.isImportDeclaration(stmt)) continue;
    const from = (stmt.moduleSpecifier as ts.StringLiteral).text;
    if (/^gsap(\/|$)/.test(from)) edits.push({ start: stmt.getStart(sf), end: stmt.end, text: code.slice(stmt.getStart(sf), stmt.end).replace(/[^\n]/g, ' ') });
    else problems.push({ line: fileLine(lineOf(stmt.getStart(sf))), message: `a run block can only import from gsap, not "${from}"` });
  }

  const used = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node) || ts.isVariableStatement(node)) {
      const comment = (ts.getTrailingCommentRanges(code, node.end) ?? []).find((c) => arrows.has(c.pos));
      if (comment) {
        used.add(comment.pos);
        const line = fileLine(lineOf(comment.pos));
        let target: ts.Expression | undefined;
        if (ts.isExpressionStatement(node)) {
          target = node.expression;
          const e = node.expression;
          if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.getText(sf) === 'console.log') {
            if (e.arguments.length === 1) target = e.arguments[0];
            else {
              problems.push({ line, message: 'console.log() before a `// →` comment must have exactly one argument' });
              target = undefined;
            }
          }
        } else {
          const decls = node.declarationList.declarations;
          if (decls.length === 1 && decls[0]!.initializer) target = decls[0]!.initializer;
          else problems.push({ line, message: 'a declaration before a `// →` comment must declare one variable with a value' });
        }
        const stated = parseStated(arrows.get(comment.pos)!.text);
        if ('error' in stated) problems.push({ line, message: `the stated value can't be read: ${stated.error}` });
        else if (target) {
          const id = out.checks.length;
          const start = target.getStart(sf);
          out.checks.push({ id, line, expression: node.getText(sf).replace(/\s+/g, ' ').replace(/;$/, ''), stated: stated.literal, expected: stated.expected, approx: stated.approx });
          edits.push({ start, end: target.end, text: `${CHECK_FN}(${id}, (${code.slice(start, target.end)}))` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const [pos] of arrows) {
    if (!used.has(pos)) problems.push({ line: fileLine(lineOf(pos)), message: 'a `// →` comment must end an expression statement or a declaration on its line' });
  }
  if (!arrows.size) problems.push({ line: block.line - 1, message: 'a run block must state at least one value with a `// →` comment' });

  edits.sort((a, b) => a.start - b.start);
  for (let k = 1; k < edits.length; k++) {
    if (edits[k]!.start < edits[k - 1]!.end) problems.push({ line: fileLine(lineOf(edits[k]!.start)), message: 'a checked value may not contain another checked statement' });
  }
  let script = code;
  for (const e of [...edits].reverse()) script = script.slice(0, e.start) + e.text + script.slice(e.end);
  out.script = script;

  const plugins = new Set<string>();
  for (const [name, file] of Object.entries(PLUGIN_FILES)) if (new RegExp(`\\b${name}\\b`).test(code)) plugins.add(file);
  if (EASEPACK_STRINGS.test(code)) plugins.add('EasePack');
  out.plugins = [...plugins];
  for (const name of NOT_IN_3_12) {
    if (new RegExp(`\\b${name}\\b`).test(code)) problems.push({ line: block.line - 1, message: `${name} is not in the public gsap 3.12.5 package, so this block can't run` });
  }
  return out;
}

/**
 * The page side, as plain JavaScript (a string, so no compiler helper can sneak into it): compares
 * each checked value with what its comment states when the value is produced, shows the actual
 * value for messages, and runs the instrumented block. Called with the JSON of
 * `{ script, checks, checkFn }`; non-finite numbers travel as `{ "$n": "NaN" }`.
 */
const PAGE_RUNNER = String.raw`async (json) => {
  const { script, checks, checkFn } = JSON.parse(json, (k, v) => (v && typeof v === "object" && "$n" in v ? Number(v.$n) : v));
  const isPlain = (v) => !!v && typeof v === "object" && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);
  const matches = (e, v, approx) => {
    switch (e.kind) {
      case "number": {
        if (typeof v !== "number") return false;
        if (Number.isNaN(e.value)) return Number.isNaN(v);
        if (!Number.isFinite(e.value)) return v === e.value;
        const tolerance = approx ? 0.5 * 10 ** -e.decimals + 1e-9 : 1e-6 * Math.max(1, Math.abs(e.value));
        return Math.abs(v - e.value) <= tolerance;
      }
      case "string": case "boolean": return v === e.value;
      case "null": return v === null;
      case "undefined": return v === undefined;
      case "array": return Array.isArray(v) && v.length === e.items.length && e.items.every((item, k) => matches(item, v[k], approx));
      case "object": {
        if (!isPlain(v)) return false;
        const keys = Object.keys(v);
        return keys.length === e.entries.length && e.entries.every(([k, item]) => keys.includes(k) && matches(item, v[k], approx));
      }
    }
    return false;
  };
  const show = (v, depth = 0) => {
    if (typeof v === "string") return JSON.stringify(v);
    if (typeof v === "number") return Object.is(v, -0) ? "0" : String(v);
    if (v === undefined || v === null || typeof v === "boolean") return String(v);
    if (typeof v === "function") return "[function " + (v.name || "anonymous") + "]";
    if (v instanceof Element) return "<" + v.tagName.toLowerCase() + (v.id ? "#" + v.id : "") + [...v.classList].map((c) => "." + c).join("") + ">";
    if (depth > 3) return "…";
    if (Array.isArray(v)) return "[" + v.map((x) => show(x, depth + 1)).join(", ") + "]";
    if (isPlain(v)) return "{ " + Object.entries(v).map(([k, x]) => k + ": " + show(x, depth + 1)).join(", ") + " }";
    return "[object " + ((v.constructor && v.constructor.name) || "Object") + "]";
  };
  const seen = [];
  window[checkFn] = (id, value) => {
    const c = checks[id];
    seen.push({ id, ok: matches(c.expected, value, c.approx), actual: show(value) });
    return value;
  };
  try {
    await (0, eval)("(async () => {\n" + script + "\n})()\n//# sourceURL=gsite-run-block.js");
    return { seen };
  } catch (error) {
    const at = /gsite-run-block\.js:(\d+)/.exec(String(error && error.stack));
    return { seen, error: (error && error.name) + ": " + (error && error.message), errorLine: at ? Number(at[1]) - 2 : undefined };
  }
}`;

/** JSON for the page, with NaN and ±Infinity kept. */
const toPageJson = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? { $n: String(v) } : v));

export interface RunResult {
  /** Comparisons made (a check inside a loop counts once per run). */
  compared: number;
  /** One line per failure, sorted by file and line: file:line, the code, what was stated and what it is. */
  failures: string[];
}

export interface BlockRunner {
  /** Runs the blocks one after another, each in a fresh iframe; reports problems and wrong values. */
  run(blocks: CodeBlock[]): Promise<RunResult>;
  close(): Promise<void>;
}

/**
 * One host page for running blocks: each block runs in a fresh iframe of it (its own document,
 * globals and gsap), as isolated as a new page at a fraction of the cost. A block gets
 * `timeoutMs` to finish (it may `await`).
 */
export async function createBlockRunner(browser: Browser, timeoutMs = 5000): Promise<BlockRunner> {
  const context = await browser.newContext();
  const host = await context.newPage();
  await host.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  const loaded = new Set<string>();
  return { run: (blocks) => runOn(host, loaded, blocks, timeoutMs), close: () => context.close() };
}

async function runOn(host: Page, loaded: Set<string>, blocks: CodeBlock[], timeoutMs: number): Promise<RunResult> {
  const prepared = blocks.map(prepareBlock);
  const found: { file: string; line: number; message: string }[] = [];
  const fail = (file: string, line: number, message: string) => found.push({ file, line, message });
  let compared = 0;
  for (const p of prepared) for (const problem of p.problems) fail(p.block.file, problem.line, problem.message);
  const runnable = prepared.filter((p) => !p.problems.length);
  const missing = [...new Set(['gsap', ...runnable.flatMap((p) => p.plugins)])].filter((n) => !loaded.has(n));
  if (missing.length) {
    await host.evaluate((scripts) => {
      const w = window as unknown as { __gsiteScripts?: Record<string, string> };
      w.__gsiteScripts = { ...w.__gsiteScripts, ...scripts };
    }, Object.fromEntries(missing.map((n) => [n, distScript(n)])));
    for (const n of missing) loaded.add(n);
  }
  for (const p of runnable) {
    const arg = toPageJson({ script: p.script, checks: p.checks, checkFn: CHECK_FN });
    const result = (await host.evaluate(
      async ({ html, plugins, arg, runner, timeoutMs }) => {
        const scripts = (window as unknown as { __gsiteScripts: Record<string, string> }).__gsiteScripts;
        const frame = document.createElement('iframe');
        frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"></head><body>${html}${['gsap', ...plugins].map((n) => `<script>${scripts[n]}</script>`).join('')}</body></html>`;
        await new Promise((resolve) => {
          frame.onload = resolve;
          document.body.append(frame);
        });
        try {
          const run = (frame.contentWindow as unknown as { eval(code: string): (json: string) => Promise<unknown> }).eval(`(${runner})`);
          return await Promise.race([run(arg), new Promise((resolve) => setTimeout(() => resolve({ seen: [], error: `Timeout: the block did not finish within ${timeoutMs} ms` }), timeoutMs))]);
        } finally {
          frame.remove();
        }
      },
      { html: p.html, plugins: p.plugins, arg, runner: PAGE_RUNNER, timeoutMs },
    )) as { seen: { id: number; ok: boolean; actual: string }[]; error?: string; errorLine?: number };
    if (result.error) fail(p.block.file, p.block.line + (result.errorLine ?? 0), `the block threw ${result.error}`);
    for (const c of p.checks) {
      const runs = result.seen.filter((r) => r.id === c.id);
      compared += runs.length;
      if (!runs.length) {
        if (!result.error) fail(p.block.file, c.line, `\`${c.expression}\` never ran, so its stated value ${c.stated} was not checked`);
        continue;
      }
      const bad = runs.find((r) => !r.ok);
      if (bad) fail(p.block.file, c.line, `\`${c.expression}\` is stated as ${c.stated} but is ${bad.actual}`);
    }
  }
  found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  return { compared, failures: found.map((f) => `${f.file}:${f.line}: ${f.message}`) };
}
