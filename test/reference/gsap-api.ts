import path from 'node:path';
import ts from 'typescript';
import { GSAP_TYPES_DIR } from './reference-pages.ts';

/**
 * The public API as the 3.12.7 type definitions declare it, read with the TypeScript compiler
 * API: the GSAP core (the members of the `gsap` object, of gsap.core.Tween and
 * gsap.core.Timeline (inherited Animation members included), of gsap.utils, the core eases and
 * the plugins of gsap.plugins) and the plugins of /docs/v3/Plugins (the instance and static
 * members of each plugin, and the keys of their config objects).
 */

/**
 * The plugins: name → its definition file in GSAP_TYPES_DIR and how that file declares it.
 * - `class`: `declare class Draggable { … }`: instance members and statics.
 * - `object`: `declare const InertiaPlugin: gsap.plugins.InertiaPlugin`: the members of the
 *   object are statics (`InertiaPlugin.getVelocity()`); where its type has a `prototype`
 *   (VelocityTracker), that type's members are the instance members.
 */
export const PLUGINS = {
  ScrollTrigger: { file: 'scroll-trigger.d.ts', declared: 'class' },
  ScrollSmoother: { file: 'scroll-smoother.d.ts', declared: 'class' },
  Observer: { file: 'observer.d.ts', declared: 'class' },
  ScrollToPlugin: { file: 'scroll-to-plugin.d.ts', declared: 'class' },
  // Issue 20.
  Draggable: { file: 'draggable.d.ts', declared: 'class' },
  Flip: { file: 'flip.d.ts', declared: 'class' },
  InertiaPlugin: { file: 'inertia-plugin.d.ts', declared: 'object' },
  VelocityTracker: { file: 'utils/velocity-tracker.d.ts', declared: 'object' },
  // Issue 21.
  CSSRulePlugin: { file: 'css-rule-plugin.d.ts', declared: 'object' },
  DrawSVGPlugin: { file: 'draw-svg-plugin.d.ts', declared: 'object' },
  EaselPlugin: { file: 'easel-plugin.d.ts', declared: 'object' },
  GSDevTools: { file: 'gs-dev-tools.d.ts', declared: 'class' },
  MorphSVGPlugin: { file: 'morph-svg-plugin.d.ts', declared: 'object' },
  MotionPathPlugin: { file: 'motion-path-plugin.d.ts', declared: 'object' },
  MotionPathHelper: { file: 'motion-path-helper.d.ts', declared: 'class' },
  Physics2DPlugin: { file: 'physics-2d-plugin.d.ts', declared: 'object' },
  PhysicsPropsPlugin: { file: 'physics-props-plugin.d.ts', declared: 'object' },
  PixiPlugin: { file: 'pixi-plugin.d.ts', declared: 'object' },
  ScrambleTextPlugin: { file: 'scramble-text-plugin.d.ts', declared: 'object' },
  SplitText: { file: 'split-text.d.ts', declared: 'class' },
  TextPlugin: { file: 'text-plugin.d.ts', declared: 'object' },
} as const satisfies Record<string, { file: string; declared: 'class' | 'object' }>;

export type PluginClass = keyof typeof PLUGINS;

export const isPluginClass = (name: string): name is PluginClass => Object.hasOwn(PLUGINS, name);

export type ApiGroup = 'gsap' | 'Tween' | 'Timeline' | 'utils' | 'eases' | 'plugins' | PluginClass;

export interface ApiMember {
  /**
   * The name pages use in their `api` frontmatter: `gsap.to`, `gsap.ticker`, `gsap.utils.clamp`,
   * `Tween.kill`, `Timeline.labels`, `Tween.static.to` (a static method), `Power1` (an ease),
   * `plugins.css` (an entry of gsap.plugins); for the plugins `ScrollTrigger.kill` (an
   * instance member) and `ScrollTrigger.static.batch` (a static member).
   */
  name: string;
  group: ApiGroup;
  /** Methods get `()` in their path; properties, namespaces and eases do not. */
  kind: 'method' | 'property';
  /** Marked `@deprecated` in the definitions. */
  deprecated: boolean;
  /** Plugins: a static member of the class (the name then has `.static.`). */
  isStatic?: boolean;
  /**
   * Plugins declared as objects: the member comes from the plugin protocol every plugin object
   * carries (gsap.Plugin / gsap.PluginStatic in gsap-plugins.d.ts: `name`, `init`, `render`,
   * `register`, …), not from the plugin's own interface.
   */
  protocol?: boolean;
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

/** The symbol of a plugin as its definition file declares it (the class, or the const). */
function pluginSymbol(cls: PluginClass): { symbol: ts.Symbol; checker: ts.TypeChecker } {
  const program = typesProgram();
  const checker = program.getTypeChecker();
  const { file, declared } = PLUGINS[cls];
  const sf = program.getSourceFile(path.join(GSAP_TYPES_DIR, file));
  if (!sf) throw new Error(`no ${file} in ${GSAP_TYPES_DIR}`);
  let name: ts.Identifier | undefined;
  for (const s of sf.statements) {
    if (declared === 'class' && ts.isClassDeclaration(s) && s.name?.text === cls) name = s.name;
    if (declared === 'object' && ts.isVariableStatement(s)) {
      const d = s.declarationList.declarations.find((v) => ts.isIdentifier(v.name) && v.name.text === cls);
      if (d) name = d.name as ts.Identifier;
    }
  }
  if (!name) throw new Error(`${file} declares no ${declared === 'class' ? 'class' : 'const'} ${cls}`);
  return { symbol: checker.getSymbolAtLocation(name)!, checker };
}

const PROTOCOL_FILE = 'gsap-plugins.d.ts';

/**
 * The public members of the plugins: for each plugin, its instance members
 * (`ScrollTrigger.kill`, `ScrollTrigger.start`, `VelocityTracker.add`) and its statics
 * (`ScrollTrigger.static.batch`, `ScrollTrigger.static.isTouch`, `InertiaPlugin.static.getVelocity`),
 * overloads counted once, `_private` names and the constructor left out. The plugin objects'
 * protocol members (`InertiaPlugin.static.init`, …) are read too, marked `protocol`.
 */
export function readPluginApi(): ApiMember[] {
  const out: ApiMember[] = [];
  for (const cls of Object.keys(PLUGINS) as PluginClass[]) {
    const { symbol, checker } = pluginSymbol(cls);
    const add = (p: ts.Symbol, isStatic: boolean) => {
      if (p.name.startsWith('_')) return;
      const protocol = PLUGINS[cls].declared === 'object' && inTypes(p, PROTOCOL_FILE);
      out.push({ name: `${cls}.${isStatic ? 'static.' : ''}${p.name}`, group: cls, kind: kindOf(p), deprecated: isDeprecated(p), ...(isStatic ? { isStatic } : {}), ...(protocol ? { protocol } : {}) });
    };
    const statics = checker.getTypeOfSymbol(symbol);
    if (PLUGINS[cls].declared === 'class') {
      for (const p of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) add(p, false);
    } else {
      const proto = statics.getProperty('prototype');
      if (proto) for (const p of checker.getPropertiesOfType(checker.getTypeOfSymbol(proto))) add(p, false);
    }
    for (const p of checker.getPropertiesOfType(statics)) if (p.name !== 'prototype') add(p, true);
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Whether a class of the definitions declares a constructor (`new SplitText(…)`). */
export function hasConstructor(cls: PluginClass): boolean {
  if (PLUGINS[cls].declared !== 'class') return false;
  const { symbol } = pluginSymbol(cls);
  return (symbol.declarations ?? []).some((d) => ts.isClassDeclaration(d) && d.members.some(ts.isConstructorDeclaration));
}

/** A config object of a plugin whose every key the plugin's index page documents as a table row. */
export interface PluginVarsSpec {
  plugin: PluginClass;
  /** The interface or type alias as the definitions name it: `Draggable.Vars`, `gsap.InertiaVars`, `MotionPath.Vars`. */
  type: string;
  /** Leave out the keys this type has too (what a config object inherits from gsap.TweenVars). */
  without?: string;
}

/**
 * The config objects of the plugins: the vars each takes (tween vars under its property name, or
 * the vars of its constructor / create()). Plugins whose vars have no named keys have none here:
 * CSSRulePlugin (`cssRule: object`), DrawSVGPlugin (a number or string), EaselPlugin
 * (EaselPlugin.Vars is an index signature only), VelocityTracker (no config).
 */
export const PLUGIN_VARS: PluginVarsSpec[] = [
  { plugin: 'ScrollTrigger', type: 'ScrollTrigger.Vars' },
  // StaticVars adds `animation` to Vars (ScrollTrigger.create()).
  { plugin: 'ScrollTrigger', type: 'ScrollTrigger.StaticVars' },
  { plugin: 'Observer', type: 'Observer.ObserverVars' },
  { plugin: 'ScrollSmoother', type: 'ScrollSmoother.Vars' },
  { plugin: 'ScrollToPlugin', type: 'ScrollToPlugin.Vars' },
  { plugin: 'Draggable', type: 'Draggable.Vars' },
  // Flip.from()/to() take every tween key too: only Flip's own keys need rows; `scale` is
  // Flip's own meaning of a TweenVars key (a boolean: scale instead of resize).
  { plugin: 'Flip', type: 'Flip.FromToVars', without: 'gsap.TweenVars' },
  { plugin: 'Flip', type: 'Flip.TweenVarOverrides' },
  // `inertia: { resistance, duration, linkedProps, x: { velocity, min, max, end } }`, and
  // `duration: { min, max, overshoot }`.
  { plugin: 'InertiaPlugin', type: 'gsap.InertiaVars' },
  { plugin: 'InertiaPlugin', type: 'gsap.InertiaObject' },
  { plugin: 'InertiaPlugin', type: 'gsap.InertiaDuration' },
  { plugin: 'MotionPathPlugin', type: 'MotionPath.Vars' },
  { plugin: 'MotionPathHelper', type: 'MotionPathHelper.Vars' },
  { plugin: 'MorphSVGPlugin', type: 'gsap.plugins.MorphSVGVars' },
  { plugin: 'SplitText', type: 'SplitText.Vars' },
  { plugin: 'TextPlugin', type: 'TextPlugin.Vars' },
  { plugin: 'ScrambleTextPlugin', type: 'ScrambleTextPlugin.Vars' },
  { plugin: 'Physics2DPlugin', type: 'Physics2DPlugin.Vars' },
  // PhysicsPropsPlugin.Vars maps each tweened property to these values.
  { plugin: 'PhysicsPropsPlugin', type: 'PhysicsPropsPlugin.Values' },
  { plugin: 'PixiPlugin', type: 'PixiPlugin.Vars' },
  { plugin: 'GSDevTools', type: 'GSDevTools.Vars' },
];

/** The interface or type alias of a qualified name of the definitions (`gsap.plugins.MorphSVGVars`). */
function namedType(qualified: string): ts.Type {
  const program = typesProgram();
  const checker = program.getTypeChecker();
  const [first, ...rest] = qualified.split('.');
  const index = program.getSourceFile(path.join(GSAP_TYPES_DIR, 'index.d.ts'))!;
  let symbol = checker.getSymbolsInScope(index, ts.SymbolFlags.Namespace).find((s) => s.name === first);
  for (const part of rest) symbol = symbol && checker.getExportsOfModule(symbol).find((s) => s.name === part);
  if (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) throw new Error(`the definitions declare no interface or type ${qualified}`);
  return checker.getDeclaredTypeOfSymbol(symbol);
}

/** A config object of a plugin and its keys (inherited ones included). */
export interface PluginVars {
  /** `ScrollTrigger.Vars`, `Observer.ObserverVars`, `gsap.InertiaVars`, …. */
  type: string;
  plugin: PluginClass;
  keys: string[];
}

/** The keys of the config objects (PLUGIN_VARS), index signatures left out. */
export function readPluginVars(specs: PluginVarsSpec[] = PLUGIN_VARS): PluginVars[] {
  const checker = typesProgram().getTypeChecker();
  return specs.map(({ plugin, type, without }) => {
    const omit = new Set(without ? checker.getPropertiesOfType(namedType(without)).map((p) => p.name) : []);
    const keys = checker.getPropertiesOfType(namedType(type)).map((p) => p.name).filter((k) => !omit.has(k));
    return { type, plugin, keys };
  });
}
