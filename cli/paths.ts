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
  /** Island entries: the site's client/ when it has one, else gsite's. */
  clientDir: string;
  /** File-based standalone pages of this site (may not exist). */
  pagesDir: string;
}

export function sourceDirs(root: string): SourceDirs {
  const own = path.join(root, 'templates');
  return {
    templatesDir: fs.existsSync(path.join(own, 'index.ts')) ? own : DEFAULT_TEMPLATES_DIR,
    clientDir: fs.existsSync(path.join(root, 'client', 'runtime')) ? path.join(root, 'client') : DEFAULT_CLIENT_DIR,
    pagesDir: path.join(own, 'pages'),
  };
}
