import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Route } from '../routes/route.ts';
import type { SiteData } from '../routes/site-data.ts';
import type { OutputSink } from '../emit/write-output.ts';
import { derivedEntry, derivedIndex } from '../build/derived-cache.ts';
import { SOCIAL_CARD_KINDS, SOCIAL_CARD_SIZE, socialCardFile } from '../render/social-card.ts';

/**
 * The social card of each docs page and blog post (cli/render/social-card.ts says which and
 * where): 1200×630 PNG, laid out by satori (flexbox → SVG, text wrapped with the font's own
 * metrics) and drawn by resvg. A card depends only on what it shows, so each is kept between
 * builds under a hash of its text and of this renderer (derived-cache.ts): a warm build links
 * every unchanged card instead of drawing it (~20 ms each), finding them through one index
 * (derivedIndex) rather than one list per card.
 */

/** What a card shows. */
export interface CardText {
  site: string;
  section: string;
  title: string;
  description: string;
  /** host + path, as people see the link. */
  address: string;
}

const require = createRequire(import.meta.url);
const FONT_FILES = { 400: '@fontsource/inter/files/inter-latin-400-normal.woff', 800: '@fontsource/inter/files/inter-latin-800-normal.woff' } as const;
const INK = '#0e100f';
const CREAM = '#fffce1';
const GREEN = '#0ae448';

export function cardText(route: Route, site: SiteData): CardText {
  const { config } = site;
  const crumbs = (route.doc?.breadcrumbs ?? []).map((b) => b.label).filter(Boolean);
  const collection = route.doc && site.docs[route.doc.collectionId];
  const section = route.kind === 'blog-post' ? (site.blog?.title ?? 'Blog') : crumbs.slice(0, 2).join(' › ') || (collection ? collection.id : '');
  const host = new URL(config.url).host;
  return {
    site: config.navbar.title || config.title,
    section,
    title: route.title,
    description: oneLine(route.description ?? '', 120),
    address: host + config.baseUrl.replace(/\/$/, '') + route.url,
  };
}

/** Past this many cards to draw, they are drawn in worker threads (one per core, up to 4). */
const THREADS_FROM = 24;

/** Writes every card into the build (linked from the cache when kept); returns the cache entries used. */
export async function writeSocialCards(o: { routes: Route[]; site: SiteData; publicDir: string; cacheDir?: string; out: OutputSink }): Promise<{ entries: string[]; cards: number; drawn: number }> {
  const routes = o.routes.filter((r) => SOCIAL_CARD_KINDS.has(r.kind));
  const mark = siteMark(o.publicDir, o.site.config.favicon);
  const salt = rendererSalt(mark);
  const index = derivedIndex(o.cacheDir, 'card');
  const entries: string[] = o.cacheDir ? [index.file] : [];
  const missing: { route: Route; text: CardText; keep: (files: Map<string, Uint8Array>) => void }[] = [];
  for (const route of routes) {
    const text = cardText(route, o.site);
    const entry = derivedEntry({ dir: o.cacheDir, name: 'card', inputs: [salt, JSON.stringify(text)], out: o.out, index });
    if (entry.name) entries.push(entry.name);
    if (!entry.kept) missing.push({ route, text, keep: entry.keep });
  }
  if (missing.length) {
    const draw = missing.length >= THREADS_FROM ? threadDrawer(mark) : mainThreadDrawer(mark);
    try {
      await Promise.all(missing.map(async (m) => m.keep(new Map([[socialCardFile(m.route.url), await draw.card(m.text)]]))));
    } finally {
      await draw.close();
    }
  }
  index.save();
  return { entries, cards: routes.length, drawn: missing.length };
}

interface Drawer {
  card(text: CardText): Promise<Uint8Array>;
  close(): Promise<void>;
}

function mainThreadDrawer(mark: string | undefined): Drawer {
  const fonts = loadFonts();
  // One at a time: drawing is synchronous work, nothing is gained by starting them together.
  let queue = Promise.resolve<unknown>(undefined);
  return {
    card: (text) => {
      const next = queue.then(() => drawCard(text, mark, fonts));
      queue = next.catch(() => undefined);
      return next;
    },
    close: async () => {},
  };
}

function threadDrawer(mark: string | undefined): Drawer {
  const threads = Math.max(1, Math.min(os.availableParallelism(), 4));
  const pool = new Piscina({ filename: new URL('./social-card-worker.mjs', import.meta.url).href, workerData: { mark }, minThreads: threads, maxThreads: threads });
  return {
    card: async (text) => new Uint8Array(await pool.run(text)),
    close: () => pool.destroy(),
  };
}

export interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 800;
  style: 'normal';
}

export function loadFonts(): Font[] {
  return Object.entries(FONT_FILES).map(([weight, file]) => ({ name: 'Inter', data: fs.readFileSync(require.resolve(file)), weight: Number(weight) as 400 | 800, style: 'normal' }));
}

/** The site's own mark (its SVG favicon) as a data URL, or none for another kind of icon. */
function siteMark(publicDir: string, favicon: string): string | undefined {
  const file = path.join(publicDir, favicon.replace(/^\//, ''));
  if (!favicon.endsWith('.svg') || !fs.existsSync(file)) return undefined;
  return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
}

/** Everything besides the text that decides how a card looks: this file, the fonts, the packages, the mark. */
function rendererSalt(mark: string | undefined): string {
  const h = createHash('sha256');
  h.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  for (const pkg of ['satori/package.json', '@resvg/resvg-js/package.json', '@fontsource/inter/package.json']) h.update(JSON.parse(fs.readFileSync(require.resolve(pkg), 'utf8')).version);
  h.update(mark ?? '');
  return h.digest('hex');
}

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({ type, props: { ...props, style, children } });

/**
 * satori and resvg, loaded when the first card is drawn: a build whose cards are all kept from
 * the last one never loads them (~0.4 s and ~55 MB).
 */
const drawingLibraries = async () => ({ satori: (await import('satori')).default, Resvg: (require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).Resvg });

export async function drawCard(text: CardText, mark: string | undefined, fonts: Font[]): Promise<Uint8Array> {
  const title = oneLine(text.title, 90);
  const titleSize = title.length <= 22 ? 96 : title.length <= 44 ? 76 : 60;
  const row = { display: 'flex', width: '100%' };
  // Satori sizes boxes without their padding: the margins are taken off an inner box's size instead.
  const [padX, padY] = [72, 60];
  const inner = { width: SOCIAL_CARD_SIZE.width - 2 * padX, height: SOCIAL_CARD_SIZE.height - 2 * padY };
  const tree = el('div', { ...SOCIAL_CARD_SIZE, display: 'flex', background: INK, color: CREAM, fontFamily: 'Inter' }, el('div', { ...inner, margin: `${padY}px ${padX}px`, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }, [
    el('div', { ...row, alignItems: 'center', fontSize: 30 }, [
      mark ? el('img', { width: 56, height: 56, marginRight: 20 }, undefined, { src: mark, width: 56, height: 56 }) : null,
      el('span', { fontWeight: 800 }, text.site),
      text.section ? el('span', { color: GREEN, marginLeft: 20 }, oneLine(text.section, 48)) : null,
    ].filter(Boolean)),
    el('div', { ...row, flexDirection: 'column' }, [
      el('div', { fontSize: titleSize, fontWeight: 800, lineHeight: 1.15 }, title),
      text.description ? el('div', { fontSize: 30, lineHeight: 1.4, marginTop: 24, opacity: 0.82 }, text.description) : null,
    ].filter(Boolean)),
    el('div', { ...row, fontSize: 26, color: GREEN }, oneLine(text.address, 70)),
  ]));
  const { satori, Resvg } = await drawingLibraries();
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { ...SOCIAL_CARD_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

const oneLine = (s: string, max: number) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};
