import path from 'node:path';
import ts from 'typescript';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { visit } from 'unist-util-visit';
import type { Code } from 'mdast';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { parseCodeMeta, type CodeMeta } from '../../cli/markdown/code-meta.ts';
import { distance } from '../../cli/util/closest.ts';
import { GSAP_TYPES_DIR } from './reference-pages.ts';

/**
 * The examples check: every js/ts code block of a reference page compiles on its own against
 * the gsap 3.12.7 type definitions, like a page with the CDN script (`gsap` and the plugins are
 * globals; `import … from "gsap/…"` works too), with DOM types and without strict null checks.
 * Then a lint for what the compiler lets through: TweenVars has an index signature, so a
 * misspelt special property (`onComplet`, `repeatdelay`) type-checks; it is flagged here.
 */

export type ExampleLang = 'js' | 'jsx' | 'ts' | 'tsx';

export interface ExampleBlock {
  /** The Markdown file, as messages should name it. */
  file: string;
  /** File line of the block's first code line (the line after the opening fence). */
  line: number;
  lang: ExampleLang;
  code: string;
}

export interface ExampleProblem {
  file: string;
  /** File line in the Markdown of the offending code. */
  line: number;
  message: string;
}

const LANGS: Record<string, ExampleLang> = { js: 'js', javascript: 'js', mjs: 'js', jsx: 'jsx', ts: 'ts', typescript: 'ts', tsx: 'tsx' };

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

/** A js/jsx/ts/tsx fence of a page, with its parsed info string. */
export interface CodeBlock extends ExampleBlock {
  meta: CodeMeta;
}

/**
 * Every js/jsx/ts/tsx fence of one page, with its info string parsed (the one Markdown walk
 * the examples checks share). `bodyLine` is the file line where the Markdown body starts.
 */
export function extractCodeBlocks(page: { file: string; body: string; bodyLine: number }): CodeBlock[] {
  const out: CodeBlock[] = [];
  visit(markdown.parse(page.body), 'code', (node: Code) => {
    const lang = LANGS[(node.lang ?? '').toLowerCase()];
    if (!lang || !node.position) return;
    const meta = parseCodeMeta(node.meta);
    const line = page.bodyLine + node.position.start.line;
    // What a `continues` block goes on from: the last block above it that stands on its own
    // (not a signature, not itself a continuation), e.g. the helper several usage blocks call.
    const base = out.findLast((b) => !b.meta.signature && !b.meta.continues);
    if (meta.continues && base) {
      // One program: the base's code, then this one's. The block's line moves up by the lines
      // put in front, so a problem in its own code still names its own file line.
      out.push({ file: page.file, line: line - base.code.split('\n').length - 1, lang, code: `${base.code}\n${node.value}`, meta });
    } else {
      out.push({ file: page.file, line, lang, code: node.value, meta });
    }
  });
  return out;
}

/**
 * The blocks of one page the check compiles: js/jsx/ts/tsx fences not marked `signature` or
 * `nocheck="…"` (`run` blocks included).
 */
export function extractExamples(page: { file: string; body: string; bodyLine: number }): ExampleBlock[] {
  return extractCodeBlocks(page)
    .filter(({ meta }) => !meta.signature && meta.nocheck === undefined && !meta.problems.length)
    .map(({ file, line, lang, code }) => ({ file, line, lang, code }));
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  strict: false,
  strictNullChecks: false,
  noImplicitAny: false,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
};

/** Virtual files live here, so that imports such as `react` resolve from the repository. */
const VIRTUAL_DIR = path.join(GSITE_ROOT, 'test/reference/.examples');
const AMBIENT_FILE = path.join(VIRTUAL_DIR, 'globals.d.ts');
/**
 * Shared by all blocks: the 3.12.7 definitions declare `gsap` (and the plugins) as globals and
 * `gsap`, `gsap/CustomEase`, … as ambient modules, which is what a page with the scripts sees.
 */
const AMBIENT = `/// <reference path=${JSON.stringify(path.join(GSAP_TYPES_DIR, 'index.d.ts'))} />
declare const __cssStyle: CSSStyleDeclaration;
`;

/** Parsed lib and type definition files, shared by every Program of this process (they never change during a run). */
const libraryFiles = new Map<string, ts.SourceFile>();

/** `gsap` and `gsap/*` must come from the 3.12.7 ambient modules, never from node_modules/gsap (3.12.5). */
const isGsapModule = (name: string) => /^gsap(-trial)?(\/|$)/.test(name);

/** Type-checks all blocks in one Program (one virtual module each) and lints their vars objects. */
export function checkExamples(blocks: ExampleBlock[]): ExampleProblem[] {
  const files = new Map<string, { text: string; block: ExampleBlock }>();
  blocks.forEach((block, i) => {
    // `export {}` makes every block a module, so blocks may reuse top-level names.
    const name = path.join(VIRTUAL_DIR, `block-${i}.${block.lang}`);
    files.set(name, { text: `${block.code}\nexport {};\n`, block });
  });
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const virtualText = (f: string) => (f === AMBIENT_FILE ? AMBIENT : files.get(f)?.text);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (f) => virtualText(f) !== undefined || fileExists.call(host, f);
  host.readFile = (f) => virtualText(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, languageVersion, onError, shouldCreate) => {
    const text = virtualText(f);
    if (text !== undefined) return ts.createSourceFile(f, text, languageVersion, true);
    let sf = libraryFiles.get(f);
    if (!sf) {
      sf = getSourceFile.call(host, f, languageVersion, onError, shouldCreate);
      if (sf) libraryFiles.set(f, sf);
    }
    return sf;
  };
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) =>
    literals.map((lit) =>
      isGsapModule(lit.text)
        ? { resolvedModule: undefined }
        : ts.resolveModuleName(lit.text, containingFile, options, host, undefined, redirected),
    );
  const program = ts.createProgram({ rootNames: [AMBIENT_FILE, ...files.keys()], options: COMPILER_OPTIONS, host });
  const checker = program.getTypeChecker();
  const cssNames = cssPropertyNames(program, checker);

  const problems: ExampleProblem[] = [];
  for (const [name, { block }] of files) {
    const sf = program.getSourceFile(name)!;
    const at = (pos: number) => block.line + sf.getLineAndCharacterOfPosition(pos).line;
    const report = (d: ts.Diagnostic, hint = '') =>
      problems.push({ file: block.file, line: d.start === undefined ? block.line : at(d.start), message: `TS${d.code}: ${shorten(ts.flattenDiagnosticMessageText(d.messageText, ' '))}${hint}` });
    // A block that does not parse gets one message, not a cascade.
    const syntax = program.getSyntacticDiagnostics(sf);
    if (syntax.length) {
      report(syntax[0]!, ' (the block does not parse; a signature goes in a ```ts signature fence)');
      continue;
    }
    for (const d of program.getSemanticDiagnostics(sf)) report(d);
    for (const p of lintVars(sf, checker, cssNames)) problems.push({ file: block.file, line: at(p.pos), message: p.message });
    for (const stmt of sf.statements) {
      if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier) && stmt.moduleSpecifier.text.startsWith('gsap-trial')) {
        problems.push({ file: block.file, line: at(stmt.getStart(sf)), message: 'Import from "gsap" (or "gsap/<Plugin>"), never "gsap-trial": it redirects visitors away on most hosts.' });
      }
    }
  }
  return problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

/** Compiler messages can quote whole overload lists; keep them readable. */
const shorten = (message: string) => (message.length > 240 ? `${message.slice(0, 240)}…` : message);

/** The vars types whose special properties the lint knows (all from the gsap definitions). */
const VARS_TYPES = new Set(['TweenVars', 'TimelineVars', 'AnimationVars', 'StaggerVars', 'CallbackVars']);

/**
 * Keys that animate plain objects or common targets and happen to be near a special property;
 * CSS property names (CSSStyleDeclaration and gsap's CSSProperties) are allowed already.
 */
const ALLOWED_KEYS = new Set(['value', 'values', 'val', 'progress', 'count', 'frame', 'angle', 'radius', 'innerText', 'innerHTML', 'textContent', 'scrollTop', 'scrollLeft', 'currentTime', 'volume', 'delta', 'ratio', 'index']);

function cssPropertyNames(program: ts.Program, checker: ts.TypeChecker): Set<string> {
  const sf = program.getSourceFile(AMBIENT_FILE)!;
  const decl = sf.statements.find(ts.isVariableStatement)!.declarationList.declarations[0]!;
  return new Set(checker.getTypeAtLocation(decl.name).getProperties().map((p) => p.name));
}

function varsParts(type: ts.Type): ts.Type[] {
  const parts = type.isUnionOrIntersection() ? type.types : [type];
  return parts.filter((t) => {
    const symbol = t.aliasSymbol ?? t.getSymbol();
    return !!symbol && VARS_TYPES.has(symbol.name) && !!symbol.declarations?.some((d) => d.getSourceFile().fileName.startsWith(GSAP_TYPES_DIR));
  });
}

/** How far a key may be from a special property to count as its misspelling. */
function nearEnough(key: string, candidate: string): boolean {
  if (key.toLowerCase() === candidate.toLowerCase()) return true;
  const max = key.length <= 3 ? 0 : key.length <= 5 ? 1 : 2;
  return max > 0 && distance(key, candidate) <= max;
}

function lintVars(sf: ts.SourceFile, checker: ts.TypeChecker, cssNames: Set<string>): { pos: number; message: string }[] {
  const found: { pos: number; message: string }[] = [];
  const visitNode = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const contextual = checker.getContextualType(node);
      const parts = contextual ? varsParts(contextual) : [];
      if (parts.length) {
        for (const prop of node.properties) {
          if (!prop.name || ts.isComputedPropertyName(prop.name) || ts.isPrivateIdentifier(prop.name)) continue;
          const key = prop.name.text;
          if (/^\d|-/.test(key) || ALLOWED_KEYS.has(key) || cssNames.has(key)) continue;
          if (parts.some((t) => checker.getPropertyOfType(t, key))) continue;
          const declared = parts.flatMap((t) => checker.getPropertiesOfType(t).map((p) => p.name));
          const near = [...new Set(declared)].filter((c) => !cssNames.has(c) && nearEnough(key, c));
          if (near.length) {
            const typeName = (parts[0]!.aliasSymbol ?? parts[0]!.getSymbol())!.name;
            found.push({ pos: prop.name.getStart(sf), message: `"${key}" is not a special property of gsap.${typeName}, so GSAP would not read it as an option; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` });
          }
        }
      }
    }
    ts.forEachChild(node, visitNode);
  };
  visitNode(sf);
  return found;
}
