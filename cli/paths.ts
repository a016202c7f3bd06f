import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding gsite itself (its package.json and node_modules). */
export const GSITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Generated modules (bundled config, server renderer) go below gsite's own node_modules
 * so that their bare imports (react, unified, …) resolve as they do for the CLI.
 */
export const CACHE_DIR = path.join(GSITE_ROOT, 'node_modules', '.gsite');

/** gsite's lockfile: the exact versions of the packages it runs (the caches' salts read it). */
export const LOCKFILE = path.join(GSITE_ROOT, 'package-lock.json');

/** The lockfile's text, or a stand-in when gsite runs without one. */
export function lockfileText(): string {
  return fs.existsSync(LOCKFILE) ? fs.readFileSync(LOCKFILE, 'utf8') : 'no-lockfile';
}

/** Default templates and client entries: the ones of this repository. */
export const DEFAULT_TEMPLATES_DIR = path.join(GSITE_ROOT, 'templates');
export const DEFAULT_CLIENT_DIR = path.join(GSITE_ROOT, 'client');

/** `gsite/config` as site.config.ts imports it. */
export const CONFIG_MODULE = path.join(GSITE_ROOT, 'cli', 'config', 'define-config.ts');

/** Forward slashes whatever the platform, for ids and URLs derived from paths. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

export interface SourceDirs {
  /** Route-kind templates: the site's own when it has templates/index.ts, else gsite's. */
  templatesDir: string;
  /**
   * Client code: the site's client/ when it has runtime/ or islands/, else gsite's. A
   * client/ with islands/ only adds to gsite's islands (see clientSources).
   */
  clientDir: string;
  /** File-based standalone pages of this site (may not exist). */
  pagesDir: string;
}

export function sourceDirs(root: string): SourceDirs {
  const own = path.join(root, 'templates');
  const client = path.join(root, 'client');
  const ownClient = fs.existsSync(path.join(client, 'runtime')) || fs.existsSync(path.join(client, 'islands'));
  return {
    templatesDir: fs.existsSync(path.join(own, 'index.ts')) ? own : DEFAULT_TEMPLATES_DIR,
    clientDir: ownClient ? client : DEFAULT_CLIENT_DIR,
    pagesDir: path.join(own, 'pages'),
  };
}

export interface ClientSources {
  /** The island loader entry. */
  loader: string;
  /** Folders of island entries, in order: an entry of a later folder replaces one of the same name. */
  islandDirs: string[];
  /**
   * Folders of frame entries (`frames/` beside each islands folder): classic scripts for
   * documents of their own that pages show in a sandboxed iframe (cli/output/frame-documents.ts).
   */
  frameDirs: string[];
}

/**
 * A client/ with its own runtime/ replaces gsite's client code entirely. One with only
 * islands/ extends gsite's: gsite's runtime and islands, plus the site's islands, which win
 * on a name clash. So a site can add an island (or a test fixture a test-only one) without
 * copying the runtime, and nothing of it ships in other sites.
 */
export function clientSources(clientDir: string): ClientSources {
  if (fs.existsSync(path.join(clientDir, 'runtime')) || path.resolve(clientDir) === DEFAULT_CLIENT_DIR) {
    return { loader: path.join(clientDir, 'runtime', 'island-loader.ts'), islandDirs: [path.join(clientDir, 'islands')], frameDirs: [path.join(clientDir, 'frames')] };
  }
  return {
    loader: path.join(DEFAULT_CLIENT_DIR, 'runtime', 'island-loader.ts'),
    islandDirs: [path.join(DEFAULT_CLIENT_DIR, 'islands'), path.join(clientDir, 'islands')],
    frameDirs: [path.join(DEFAULT_CLIENT_DIR, 'frames'), path.join(clientDir, 'frames')],
  };
}
