/**
 * The installer of /docs/v3/Installation as pure functions, shared by the server markup
 * (templates/islands/installer.tsx: the default choice and the no-JavaScript list) and the
 * browser (client/islands/installer.ts): a choice read from and written to the query string,
 * and the code that choice needs. No DOM, no Node: the unit test runs it as it is
 * (client/installer/snippets.test.ts).
 *
 * The query keeps the library's own parameter names (routes.md §1 row 14):
 *
 *   tab      npm | cdn | download          how GSAP gets into the project
 *   method   npm | yarn | pnpm             the package manager ("private registry": club=true)
 *   module   esm | umd                     files from the package root or from gsap/dist/
 *   require  true | false                  require() instead of import (always gsap/dist/)
 *   club     true | false                  the Club GSAP packages from the private registry
 *   tier     free | member | business | shockingly   which Club package
 *   trial    true | false                  the gsap-trial package (wins over club)
 *   checked  ScrollTrigger,Flip,…          the tools, by export name or label, any case
 *
 * Anything unknown or malformed falls back to the default; nothing here throws.
 */
import { TOOLS, toolNamed, type Tool } from './tools.ts';

/** The release these docs describe and the site runs; every URL and pinned install uses it. */
export const GSAP_VERSION = '3.12.5';
export const CDN_DIST = `https://cdn.jsdelivr.net/npm/gsap@${GSAP_VERSION}/dist/`;
/** The package archive on the npm registry: the download option (it unpacks to package/dist/). */
export const TARBALL_URL = `https://registry.npmjs.org/gsap/-/gsap-${GSAP_VERSION}.tgz`;
export const CLUB_REGISTRY = 'https://npm.greensock.com';
/** The environment variable the .npmrc reads the Club token from. */
export const TOKEN_VARIABLE = 'GSAP_TOKEN';
/** Where the download option's script tags expect the files: a folder next to the page. */
export const LOCAL_DIR = 'gsap/';

export const TABS = ['npm', 'cdn', 'download'] as const;
export const MANAGERS = ['npm', 'yarn', 'pnpm'] as const;
export const SOURCES = ['public', 'registry', 'trial'] as const;
export const TIERS = ['member', 'business', 'shockingly'] as const;
export const FORMATS = ['esm', 'umd', 'require'] as const;

export type Tab = (typeof TABS)[number];
export type Manager = (typeof MANAGERS)[number];
export type Source = (typeof SOURCES)[number];
export type Tier = (typeof TIERS)[number];
export type Format = (typeof FORMATS)[number];

export interface InstallerState {
  tab: Tab;
  manager: Manager;
  /** Which package: public `gsap`, a Club package from the private registry, or `gsap-trial`. */
  source: Source;
  /** The Club package (`@gsap/<tier>`); used only when `source` is `registry`. */
  tier: Tier;
  /** ES modules, UMD files imported, or UMD files required. */
  format: Format;
  /** Chosen tool ids, in TOOLS order, no repeats (the core is always in). */
  tools: readonly string[];
}

export const DEFAULT_STATE: InstallerState = { tab: 'npm', manager: 'npm', source: 'public', tier: 'shockingly', format: 'esm', tools: [] };

/** The query parameters the installer owns; any other parameter of the address is left alone. */
export const QUERY_KEYS = ['tab', 'module', 'method', 'tier', 'club', 'require', 'trial', 'checked'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);
const isTrue = (value: string | null) => value === 'true';

/** The tool ids a `checked=` list names, in TOOLS order; unknown names are dropped. */
export function parseChecked(lists: readonly string[]): string[] {
  const named = new Set(lists.flatMap((list) => list.split(',')).map((name) => toolNamed(name)?.id));
  return TOOLS.filter((tool) => named.has(tool.id)).map((tool) => tool.id);
}

/** The choice a query string describes (`?tab=cdn&checked=Flip`, with or without the `?`). */
export function parseQuery(query: string | URLSearchParams): InstallerState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const method = params.get('method');
  const wantsRegistry = isTrue(params.get('club')) || /^private[ +_-]?registry$/i.test(method ?? '');
  const format: Format = isTrue(params.get('require')) ? 'require' : params.get('module') === 'umd' ? 'umd' : 'esm';
  return {
    tab: oneOf(TABS, params.get('tab')) ?? DEFAULT_STATE.tab,
    manager: oneOf(MANAGERS, method) ?? DEFAULT_STATE.manager,
    source: isTrue(params.get('trial')) ? 'trial' : wantsRegistry ? 'registry' : 'public',
    tier: oneOf(TIERS, params.get('tier')) ?? DEFAULT_STATE.tier,
    format,
    tools: parseChecked(params.getAll('checked')),
  };
}

/** The query string (no `?`) that reproduces `state`, every key in a fixed order. */
export function toQuery(state: InstallerState): string {
  const params = new URLSearchParams({
    tab: state.tab,
    module: state.format === 'esm' ? 'esm' : 'umd',
    method: state.manager,
    tier: state.source === 'registry' ? state.tier : 'free',
    club: String(state.source === 'registry'),
    require: String(state.format === 'require'),
    trial: String(state.source === 'trial'),
  });
  if (state.tools.length) params.set('checked', state.tools.join(','));
  // Tool names are letters only: the list stays readable with its commas.
  return params.toString().replace(/%2C/g, ',');
}

export type SnippetId = 'install' | 'npmrc' | 'code';

export interface Snippet {
  id: SnippetId;
  /** The file or place it goes, shown as the block's title. */
  title: string;
  language: 'bash' | 'html' | 'js' | 'ini';
  code: string;
}

export interface InstallerOutput {
  /** In page order; a snippet the choice does not need is absent. */
  snippets: Snippet[];
  /** Plain sentences about the choice: what is left out and why, what to watch for. */
  notes: string[];
}

const INSTALL_COMMAND: Record<Manager, string> = { npm: 'npm install', yarn: 'yarn add', pnpm: 'pnpm add' };

/** The package to install for a source. */
export function packageSpec(source: Source, tier: Tier): string {
  if (source === 'registry') return `gsap@npm:@gsap/${tier}`;
  return source === 'trial' ? `gsap-trial@${GSAP_VERSION}` : `gsap@${GSAP_VERSION}`;
}

/** The .npmrc of the private registry: the @gsap scope there, the token from the environment. */
export function npmrc(): string {
  const host = CLUB_REGISTRY.replace(/^https:/, '');
  return `@gsap:registry=${CLUB_REGISTRY}\n${host}/:_authToken=\${${TOKEN_VARIABLE}}`;
}

/** The module a tool (or the core, `null`) is loaded from in a format. */
export function moduleSpecifier(tool: Tool | null, format: Format, source: Source = 'public'): string {
  if (tool?.kind === 'react') return tool.file;
  const pkg = source === 'trial' ? 'gsap-trial' : 'gsap';
  const file = tool ? tool.file : format === 'esm' ? '' : 'gsap';
  const dir = format === 'esm' ? '' : 'dist/';
  return file ? `${pkg}/${dir}${file}` : pkg;
}

/** `import { a, b } from "x";` or `const { a, b } = require("x");` */
export function loadLine(names: readonly string[], specifier: string, format: Format): string {
  const list = `{ ${names.join(', ')} }`;
  return format === 'require' ? `const ${list} = require("${specifier}");` : `import ${list} from "${specifier}";`;
}

/** The CDN (or, with `base`, local) script URL of a tool's file, or of the core. */
export function scriptUrl(tool: Tool | null, base = CDN_DIST): string {
  return `${base}${tool ? tool.file : 'gsap'}.min.js`;
}

/** The chosen tools plus what they need, in TOOLS order. */
export function withRequirements(ids: readonly string[]): Tool[] {
  const wanted = new Set(ids);
  for (const tool of TOOLS) if (wanted.has(tool.id)) for (const need of tool.requires ?? []) wanted.add(need);
  return TOOLS.filter((tool) => wanted.has(tool.id));
}

const listOf = (tools: readonly Tool[]) => {
  const names = tools.map((t) => t.label);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
const were = (tools: readonly Tool[]) => (tools.length === 1 ? 'was' : 'were');

/** Load lines grouped by module (EasePack's eases share one line), then the registerPlugin line. */
function codeFor(tools: readonly Tool[], format: Format, source: Source): string {
  const lines = [loadLine(['gsap'], moduleSpecifier(null, format, source), format)];
  const byModule = new Map<string, string[]>();
  for (const tool of tools) {
    const specifier = moduleSpecifier(tool, format, source);
    byModule.set(specifier, [...(byModule.get(specifier) ?? []), tool.id]);
  }
  for (const [specifier, names] of byModule) lines.push(loadLine(names, specifier, format));
  if (tools.length) lines.push('', registerLine(tools));
  return lines.join('\n');
}

const registerLine = (tools: readonly Tool[]) => `gsap.registerPlugin(${tools.map((t) => t.id).join(', ')});`;

/** The snippets and notes for a choice. */
export function installerOutput(state: InstallerState): InstallerOutput {
  const all = withRequirements(state.tools);
  const notes: string[] = [];
  for (const tool of all) {
    if (state.tools.includes(tool.id)) continue;
    const by = all.filter((t) => state.tools.includes(t.id) && t.requires?.includes(tool.id));
    notes.push(`${listOf(by)} ${by.length === 1 ? 'needs' : 'need'} ${tool.label}, so ${tool.label} is included too.`);
  }
  const packaged = state.tab === 'npm';
  const clubLeftOut = packaged && state.source !== 'public' ? [] : all.filter((t) => t.club);
  const reactLeftOut = packaged ? [] : all.filter((t) => t.kind === 'react');
  const tools = all.filter((t) => !clubLeftOut.includes(t) && !reactLeftOut.includes(t));

  if (clubLeftOut.length) {
    notes.push(
      packaged
        ? `${listOf(clubLeftOut)} ${were(clubLeftOut)} for Club GSAP members in 3.12, so the public gsap ${GSAP_VERSION} package does not have ${clubLeftOut.length === 1 ? 'it' : 'them'}. Choose the private registry or gsap-trial above, or install gsap 3.13 or later, where every plugin is public.`
        : `${listOf(clubLeftOut)} ${were(clubLeftOut)} for Club GSAP members in 3.12 and not in the public files of ${GSAP_VERSION}. From 3.13 on, every plugin is in the dist/ folder of the public package.`,
    );
  }
  if (reactLeftOut.length) notes.push('useGSAP() is for React projects, which install it with a package manager: choose "Package manager" to get @gsap/react.');

  const snippets: Snippet[] = [];
  if (packaged) {
    const packages = [packageSpec(state.source, state.tier), ...(tools.some((t) => t.kind === 'react') ? ['@gsap/react'] : [])];
    snippets.push({ id: 'install', title: 'Terminal', language: 'bash', code: `${INSTALL_COMMAND[state.manager]} ${packages.join(' ')}` });
    if (state.source === 'registry') {
      snippets.push({ id: 'npmrc', title: '.npmrc', language: 'ini', code: npmrc() });
      notes.push(
        `Installing from the private registry took a Club GSAP membership. Keep the .npmrc in the project root and set ${TOKEN_VARIABLE} to your token in your shell and on your build server; never commit the token itself. The package name follows the membership level: if your account dashboard named another, use that.`,
      );
      if (state.manager === 'yarn') notes.push('Yarn 2 and later do not read .npmrc: they take the same scope and token settings from .yarnrc.yml.');
    }
    if (state.source === 'trial') {
      notes.push('gsap-trial only works on localhost and on development sites such as CodePen, not on a live site. Use it to try the Club plugins, then switch to a real install before you publish.');
    }
    snippets.push({ id: 'code', title: state.format === 'require' ? 'main.cjs' : 'main.js', language: 'js', code: codeFor(tools, state.format, state.source) });
  } else {
    const base = state.tab === 'cdn' ? CDN_DIST : LOCAL_DIR;
    const tags = [null, ...new Set(tools.map((t) => t.file))].map((file) => `<script src="${base}${file ?? 'gsap'}.min.js"></script>`);
    snippets.push({ id: 'install', title: 'index.html', language: 'html', code: tags.join('\n') });
    if (tools.length) snippets.push({ id: 'code', title: 'Your script, after the tags', language: 'js', code: registerLine(tools) });
  }
  return { snippets, notes };
}

export interface ToolSnippets {
  tool: Tool;
  esm: string;
  umd: string;
  require: string;
  /** The CDN script tag; null where 3.12 had none (Club plugins, useGSAP). */
  cdn: string | null;
}

/** Every option's snippet, for the list readers without JavaScript get. */
export function everySnippet(): { installs: { label: string; code: string }[]; npmrc: string; tools: ToolSnippets[] } {
  const installs = [
    ...MANAGERS.map((m) => ({ label: m, code: `${INSTALL_COMMAND[m]} ${packageSpec('public', DEFAULT_STATE.tier)}` })),
    ...TIERS.map((tier) => ({ label: `Club GSAP, private registry (${tier})`, code: `npm install ${packageSpec('registry', tier)}` })),
    { label: 'gsap-trial (localhost and CodePen only)', code: `npm install ${packageSpec('trial', DEFAULT_STATE.tier)}` },
    { label: 'useGSAP() for React', code: 'npm install @gsap/react' },
    { label: 'CDN, the core', code: `<script src="${scriptUrl(null)}"></script>` },
    { label: 'Download', code: TARBALL_URL },
  ];
  const tools = TOOLS.map((tool) => ({
    tool,
    esm: loadLine([tool.id], moduleSpecifier(tool, 'esm'), 'esm'),
    umd: loadLine([tool.id], moduleSpecifier(tool, 'umd'), 'umd'),
    require: loadLine([tool.id], moduleSpecifier(tool, 'require'), 'require'),
    cdn: tool.club || tool.kind === 'react' ? null : `<script src="${scriptUrl(tool)}"></script>`,
  }));
  return { installs, npmrc: npmrc(), tools };
}
