import path from 'node:path';
import ts from 'typescript';
import { GSAP_TYPES_DIR } from './reference-pages.ts';

/**
 * The public API as the 3.12.7 type definitions declare it, read with the TypeScript compiler
 * API: the GSAP core (the members of the `gsap` object, of gsap.core.Tween and
 * gsap.core.Timeline (inherited Animation members included), of gsap.utils, the core eases and
 * the plugins of gsap.plugins) and the scroll plugins (the instance and static members of the
 * classes ScrollTrigger, ScrollSmoother, Observer and ScrollToPlugin, and the keys of their
 * config objects).
 */

/** The scroll plugins: class name → its definition file in GSAP_TYPES_DIR. */
export const SCROLL_PLUGINS = {
  ScrollTrigger: 'scroll-trigger.d.ts',
  ScrollSmoother: 'scroll-smoother.d.ts',
  Observer: 'observer.d.ts',
  ScrollToPlugin: 'scroll-to-plugin.d.ts',
} as const;

export type PluginClass = keyof typeof SCROLL_PLUGINS;

export const isPluginClass = (name: string): name is PluginClass => Object.hasOwn(SCROLL_PLUGINS, name);

export type ApiGroup = 'gsap' | 'Tween' | 'Timeline' | 'utils' | 'eases' | 'plugins' | PluginClass;

export interface ApiMember {
  /**
   * The name pages use in their `api` frontmatter: `gsap.to`, `gsap.ticker`, `gsap.utils.clamp`,
   * `Tween.kill`, `Timeline.labels`, `Tween.static.to` (a static method), `Power1` (an ease),
   * `plugins.css` (an entry of gsap.plugins); for the scroll plugins `ScrollTrigger.kill` (an
   * instance member) and `ScrollTrigger.static.batch` (a static member).
   */
  name: string;
  group: ApiGroup;
  /** Methods get `()` in their path; properties, namespaces and eases do not. */
  kind: 'method' | 'property';
  /** Marked `@deprecated` in the definitions. */
  deprecated: boolean;
  /** Scroll plugins: a static member of the class (the name then has `.static.`). */
  isStatic?: boolean;
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

/** The class declaration of a scroll plugin, read from its own definition file. */
function pluginClass(cls: PluginClass): { symbol: ts.Symbol; checker: ts.TypeChecker } {
  const program = typesProgram();
  const checker = program.getTypeChecker();
  const file = path.join(GSAP_TYPES_DIR, SCROLL_PLUGINS[cls]);
  const sf = program.getSourceFile(file);
  if (!sf) throw new Error(`no ${file}`);
  const decl = sf.statements.find((s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === cls);
  if (!decl) throw new Error(`${file} declares no class ${cls}`);
  return { symbol: checker.getSymbolAtLocation(decl.name!)!, checker };
}

/**
 * The public members of the scroll plugins: for each class, its instance members
 * (`ScrollTrigger.kill`, `ScrollTrigger.start`) and its statics (`ScrollTrigger.static.batch`,
 * `ScrollTrigger.static.isTouch`), overloads counted once, `_private` names and the constructor
 * left out.
 */
export function readPluginApi(): ApiMember[] {
  const out: ApiMember[] = [];
  for (const cls of Object.keys(SCROLL_PLUGINS) as PluginClass[]) {
    const { symbol, checker } = pluginClass(cls);
    for (const p of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
      if (p.name.startsWith('_')) continue;
      out.push({ name: `${cls}.${p.name}`, group: cls, kind: kindOf(p), deprecated: isDeprecated(p) });
    }
    for (const p of checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol))) {
      if (p.name === 'prototype' || p.name.startsWith('_')) continue;
      out.push({ name: `${cls}.static.${p.name}`, group: cls, kind: kindOf(p), deprecated: isDeprecated(p), isStatic: true });
    }
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A config object of a scroll plugin and its keys (inherited ones included). */
export interface PluginVars {
  /** `ScrollTrigger.Vars`, `Observer.ObserverVars`, …. */
  type: string;
  plugin: PluginClass;
  keys: string[];
}

/**
 * The keys of the config objects whose every key the plugin's index page documents as a table
 * row: ScrollTrigger.Vars and ScrollTrigger.StaticVars (which adds `animation`),
 * Observer.ObserverVars and ScrollSmoother.Vars.
 */
export function readPluginVars(types: [PluginClass, string][] = [['ScrollTrigger', 'Vars'], ['ScrollTrigger', 'StaticVars'], ['Observer', 'ObserverVars'], ['ScrollSmoother', 'Vars']]): PluginVars[] {
  return types.map(([cls, name]) => {
    const { symbol, checker } = pluginClass(cls);
    // The class merges with a namespace of the same name, which holds the vars interfaces.
    const iface = checker.getExportsOfModule(symbol).find((s) => s.name === name && s.flags & ts.SymbolFlags.Interface);
    if (!iface) throw new Error(`${SCROLL_PLUGINS[cls]} declares no interface ${cls}.${name}`);
    const keys = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(iface)).map((p) => p.name);
    return { type: `${cls}.${name}`, plugin: cls, keys };
  });
}
