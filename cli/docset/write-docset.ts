import fs from 'node:fs';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import initSqlJs from 'sql.js';
import { routeKey, type Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import { readingOrder } from '../output/llms-txt.ts';
import { apiName, isDocsetPage, optionRows, pageEntryName, pageEntryType, type DocsetEntry } from './docset-entries.ts';
import { cssForFile, htmlForFile, type LinkResolver } from './file-links.ts';
import { offlineIndexPage } from './offline-index.ts';
import { infoPlist } from './info-plist.ts';

/**
 * `gsite build --docset <file>`: the docs and learning pages of the finished build as a docset
 * for Dash and Zeal, zipped (`<Name>.docset/` inside). Opened from file:// the pages work as they
 * do without JavaScript; Dash's index (Contents/Resources/docSet.dsidx, SQLite) names every page
 * and every option row; the header's search leads to a local page listing every page (search
 * needs the website's engine). Links to the rest of the site (blog, home) go to the live site.
 */
export interface DocsetOptions {
  /** The finished build folder the pages are read from. */
  buildDir: string;
  routes: Route[];
  site: SiteData;
  /** The zip to write (replaced whole, or left as it was if anything fails). */
  file: string;
}

export interface DocsetResult {
  file: string;
  bytes: number;
  pages: number;
  entries: number;
}

/** Files a page may use from the build besides pages: what it shows and how it looks. */
const ASSET = /\.(?:css|svg|png|jpe?g|gif|webp|avif|ico|woff2?)$/i;
/** The local stand-in for the site search (see offline-index.ts). */
const SEARCH_FILE = 'search.html';

export async function writeDocset(o: DocsetOptions): Promise<DocsetResult> {
  const { config } = o.site;
  const name = docsetName(config);
  const pages = o.routes.filter(isDocsetPage);
  const fileOfPage = new Map(pages.map((r) => [routeKey(r.url), r.outFile]));
  const documents = `${name}.docset/Contents/Resources/Documents/`;
  const files: Record<string, Uint8Array> = {};
  const assets = new Set<string>();
  const origin = config.url + config.baseUrl.slice(0, -1);

  // Every page links the same few hundred places: each is worked out (and looked for on disk) once.
  const resolved = new Map<string, ReturnType<LinkResolver>>();
  const resolve: LinkResolver = (sitePath) => {
    let target = resolved.get(sitePath);
    if (!target) {
      target = where(sitePath);
      resolved.set(sitePath, target);
    }
    return target;
  };
  /** A page of the copy, the local page list for the search, a file copied along (which it notes), or the live site. */
  const where = (sitePath: string): ReturnType<LinkResolver> => {
    const page = fileOfPage.get(routeKey(sitePath));
    if (page) return { file: page };
    if (routeKey(sitePath) === '/search') return { file: SEARCH_FILE };
    const asset = sitePath.replace(/^\//, '');
    if (ASSET.test(asset) && fs.existsSync(path.join(o.buildDir, asset))) {
      assets.add(asset);
      return { file: asset };
    }
    return { url: origin + encodeURI(sitePath) };
  };

  // Types first: a member's entry name says its class or plugin (Timeline.add()).
  const [referenceId, reference] = Object.entries(o.site.docs)[0] ?? [];
  const types = new Map(pages.map((r) => [r, pageEntryType(r, referenceId)]));
  const owners = new Map(pages.filter((r) => ['Class', 'Plugin'].includes(types.get(r)!)).map((r) => [r.url.replace(/\/?$/, '/'), apiName(r)]));
  const entries: DocsetEntry[] = [];
  for (const route of pages) {
    const html = fs.readFileSync(path.join(o.buildDir, route.outFile), 'utf8');
    files[documents + route.outFile] = strToU8(htmlForFile(html, route.outFile, config.baseUrl, resolve));
    const entryName = pageEntryName(route, types.get(route)!, owners);
    // A collection's home is where the docset opens, not something to look up by name.
    const home = routeKey(route.url) === routeKey(`${o.site.docs[route.doc!.collectionId]?.routeBasePath ?? ''}/`);
    if (!home) entries.push({ name: entryName, type: types.get(route)!, path: route.outFile });
    for (const row of optionRows(html)) entries.push({ name: `${row.name} (${entryName})`, type: 'Option', path: `${route.outFile}#${row.anchor}` });
  }

  // Rewriting a page noted the files it uses (resolve); stylesheets bring what they draw with
  // (fonts, icons), noted as they are rewritten: followed until nothing new turns up.
  const done = new Set<string>();
  for (let pending = [...assets]; pending.length; pending = [...assets].filter((a) => !done.has(a))) {
    for (const asset of pending) {
      done.add(asset);
      const bytes = fs.readFileSync(path.join(o.buildDir, asset));
      if (!asset.endsWith('.css')) {
        files[documents + asset] = bytes;
        continue;
      }
      const css = bytes.toString('utf8');
      files[documents + asset] = strToU8(cssForFile(css, asset, config.baseUrl, resolve));
    }
  }

  const stylesheets = [...assets].filter((a) => a.endsWith('.css'));
  // Dash opens the reference's home (the first collection's).
  const index = pages.find((r) => routeKey(r.url) === routeKey(`${reference?.routeBasePath ?? ''}/`)) ?? pages[0];
  const sections = readingOrder(o.site, o.routes).filter((s) => s.base !== undefined);
  files[documents + SEARCH_FILE] = strToU8(offlineIndexPage({ config, sections, stylesheets, siteSearch: `${origin}/search`, homeFile: index?.outFile ?? SEARCH_FILE }));
  files[`${name}.docset/Contents/Info.plist`] = strToU8(infoPlist({ name, indexFile: index?.outFile ?? SEARCH_FILE, fallbackUrl: origin }));
  files[`${name}.docset/Contents/Resources/docSet.dsidx`] = await searchIndexDb(entries);

  const zip = zipSync(files, { level: 6 });
  fs.mkdirSync(path.dirname(o.file), { recursive: true });
  const tmp = `${o.file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, zip);
  fs.renameSync(tmp, o.file);
  return { file: o.file, bytes: zip.byteLength, pages: pages.length, entries: entries.length };
}

/** The docset's name: the navbar's title (what readers call the library), else the site's. */
export function docsetName(config: SiteData['config']): string {
  return (config.navbar.title || config.title).replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'Docs';
}

/** Dash's index: one table, searchIndex(name, type, path), unique per (name, type, path). */
async function searchIndexDb(entries: DocsetEntry[]): Promise<Uint8Array> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  try {
    db.run('CREATE TABLE searchIndex(id INTEGER PRIMARY KEY, name TEXT, type TEXT, path TEXT); CREATE UNIQUE INDEX anchor ON searchIndex (name, type, path);');
    const insert = db.prepare('INSERT OR IGNORE INTO searchIndex(name, type, path) VALUES (?, ?, ?)');
    db.run('BEGIN');
    for (const e of entries) insert.run([e.name, e.type, e.path]);
    db.run('COMMIT');
    insert.free();
    return db.export();
  } finally {
    db.close();
  }
}
