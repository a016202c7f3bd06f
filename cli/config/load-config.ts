import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { errors } from '../errors/catalogue.ts';
import { CACHE_DIR, CONFIG_MODULE } from '../paths.ts';
import { validateConfig } from './validate-config.ts';
import type { SiteConfig } from './schema.ts';

export interface LoadConfigOptions {
  /** Site root: the folder with site.config.ts and content/. */
  root: string;
}

export interface LoadedConfig {
  config: SiteConfig;
  configFile: string;
  /** Every local file the config imports (for the dev watcher). */
  dependencies: string[];
}

/** Bundles site.config.ts with esbuild, imports it and validates it. */
export async function loadConfig(opts: LoadConfigOptions): Promise<LoadedConfig> {
  const configFile = path.join(opts.root, 'site.config.ts');
  if (!fs.existsSync(configFile)) throw errors.configLoadFailed(configFile, new Error('site.config.ts not found'));
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: [configFile],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      alias: { 'gsite/config': CONFIG_MODULE },
      logLevel: 'silent',
      absWorkingDir: opts.root,
    });
  } catch (cause) {
    throw errors.configLoadFailed(configFile, cause);
  }
  const code = result.outputFiles[0]!.text;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Unique per load: a config edit in `gsite dev` must not hit Node's module cache.
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 10);
  const outFile = path.join(CACHE_DIR, `config-${process.pid}-${Date.now().toString(36)}-${hash}.mjs`);
  fs.writeFileSync(outFile, code);
  let mod: { default?: unknown };
  try {
    mod = await import(pathToFileURL(outFile).href);
  } catch (cause) {
    throw errors.configLoadFailed(configFile, cause);
  } finally {
    fs.rmSync(outFile, { force: true });
  }
  if (!mod.default || typeof mod.default !== 'object') {
    throw errors.configLoadFailed(configFile, new Error('site.config.ts has no default export'));
  }
  const source = fs.readFileSync(configFile, 'utf8');
  const config = validateConfig(mod.default, { file: configFile, source });
  const dependencies = Object.keys(result.metafile.inputs)
    .filter((f) => !f.includes('node_modules'))
    .map((f) => path.resolve(opts.root, f));
  return { config, configFile, dependencies };
}
