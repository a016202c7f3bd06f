import path from 'node:path';
import ts from 'typescript';
import { GSAP_TYPES_DIR } from './reference-pages.ts';

/**
 * The public API of the GSAP core as the 3.12.7 type definitions declare it, read with the
 * TypeScript compiler API: the members of the `gsap` object, of gsap.core.Tween and
 * gsap.core.Timeline (inherited Animation members included), of gsap.utils, the core eases
 * and the plugins of gsap.plugins.
 */

export type ApiGroup = 'gsap' | 'Tween' | 'Timeline' | 'utils' | 'eases' | 'plugins';

export interface ApiMember {
  /**
   * The name pages use in their `api` frontmatter: `gsap.to`, `gsap.ticker`, `gsap.utils.clamp`,
   * `Tween.kill`, `Timeline.labels`, `Tween.static.to` (a static method), `Power1` (an ease),
   * `plugins.css` (an entry of gsap.plugins).
   */
  name: string;
  group: ApiGroup;
  /** Methods get `()` in their path; properties, namespaces and eases do not. */
  kind: 'method' | 'property';
  /** Marked `@deprecated` in the definitions. */
  deprecated: boolean;
}

/** Deprecated when every declaration (overload) is: `gsap.to` only deprecates its GSAP 2 overload. */
function isDeprecated(symbol: ts.Symbol): boolean {
  const decls = symbol.declarations ?? [];
  return decls.length > 0 && decls.every((d) => ts.getJSDocTags(d).some((t) => t.tagName.text === 'deprecated'));
}

const kindOf = (symbol: ts.Symbol): ApiMember['kind'] => (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Method) ? 'method' : 'property');

const inTypes = (symbol: ts.Symbol, file?: string) =>
  (symbol.declarations ?? []).some((d) => {
    const f = d.getSourceFile().fileName;
    return file ? path.basename(f) === file : f.startsWith(GSAP_TYPES_DIR);
  });

/** Definition files of eases: the core ones and the ease plugins. */
const EASE_FILES = ['ease.d.ts', 'custom-ease.d.ts', 'custom-bounce.d.ts', 'custom-wiggle.d.ts'];

let program: ts.Program | undefined;
/** One Program over the definitions, shared by the readers below. */
function typesProgram(): ts.Program {
  program ??= ts.createProgram({
    rootNames: [path.join(GSAP_TYPES_DIR, 'index.d.ts')],
    options: { lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], noEmit: true, skipLibCheck: true },
  });
  return program;
}

/** Reads the members from the definitions. */
export function readGsapApi(): ApiMember[] {
  const program = typesProgram();
  const checker = program.getTypeChecker();
  const core = program.getSourceFile(path.join(GSAP_TYPES_DIR, 'gsap-core.d.ts'))!;
  const gsapDecl = core.statements.find((s): s is ts.ModuleDeclaration => ts.isModuleDeclaration(s) && s.name.text === 'gsap')!;
  const gsapNs = checker.getSymbolAtLocation(gsapDecl.name)!;
  const exportsOf = (ns: ts.Symbol) => checker.getExportsOfModule(ns).filter((s) => s.flags & ts.SymbolFlags.Value && !s.name.startsWith('_'));
  const member = (ns: ts.Symbol, name: string) => checker.getExportsOfModule(ns).find((s) => s.name === name)!;

  const out: ApiMember[] = [];
  for (const s of exportsOf(gsapNs)) out.push({ name: `gsap.${s.name}`, group: 'gsap', kind: kindOf(s), deprecated: isDeprecated(s) });
  for (const s of exportsOf(member(gsapNs, 'utils'))) out.push({ name: `gsap.utils.${s.name}`, group: 'utils', kind: kindOf(s), deprecated: isDeprecated(s) });
  for (const s of exportsOf(member(gsapNs, 'plugins'))) out.push({ name: `plugins.${s.name}`, group: 'plugins', kind: 'property', deprecated: isDeprecated(s) });

  const coreNs = member(gsapNs, 'core');
  for (const cls of ['Tween', 'Timeline'] as const) {
    const symbol = member(coreNs, cls);
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    for (const p of checker.getPropertiesOfType(instance)) {
      if (p.name.startsWith('_')) continue;
      out.push({ name: `${cls}.${p.name}`, group: cls, kind: kindOf(p), deprecated: isDeprecated(p) });
    }
    // Statics, inherited ones included (class constructors inherit statics).
    const statics = checker.getTypeOfSymbol(symbol);
    for (const p of checker.getPropertiesOfType(statics)) {
      if (p.name === 'prototype' || p.name.startsWith('_')) continue;
      out.push({ name: `${cls}.static.${p.name}`, group: cls, kind: kindOf(p), deprecated: isDeprecated(p) });
    }
  }

  // Core eases: what ease.d.ts adds to the "gsap/gsap-core" module (Power1, Back, SteppedEase, …).
  const coreModule = checker.getAmbientModules().find((m) => m.name === '"gsap/gsap-core"')!;
  for (const s of checker.getExportsOfModule(coreModule)) {
    if (inTypes(s, 'ease.d.ts')) out.push({ name: s.name, group: 'eases', kind: 'property', deprecated: isDeprecated(s) });
  }
  // The other eases: globals of the ease files that are not core eases (CustomEase, RoughEase, …).
  for (const file of EASE_FILES) {
    const sf = program.getSourceFile(path.join(GSAP_TYPES_DIR, file))!;
    for (const stmt of sf.statements) {
      const names = ts.isVariableStatement(stmt) ? stmt.declarationList.declarations.map((d) => d.name.getText(sf)) : ts.isClassDeclaration(stmt) && stmt.name ? [stmt.name.text] : [];
      for (const name of names) if (!out.some((m) => m.name === name)) out.push({ name, group: 'eases', kind: 'property', deprecated: false });
    }
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The lowercase ease names of the core (`gsap.EaseString`): "none", "power1", "power1.out", ….
 * Read from the definitions so a new core ease shows up here.
 */
export function coreEaseStrings(): string[] {
  const core = typesProgram().getSourceFile(path.join(GSAP_TYPES_DIR, 'gsap-core.d.ts'))!;
  const names: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(n) && n.name.text === 'EaseString') {
      const collect = (t: ts.TypeNode): void => {
        if (ts.isUnionTypeNode(t)) t.types.forEach(collect);
        else if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)) names.push(t.literal.text);
      };
      collect(n.type);
    }
    ts.forEachChild(n, visit);
  };
  visit(core);
  return names;
}
