import path from 'node:path';
import type { Route } from '../routes/route.ts';
import type { DemoSource } from '../demos/collect-demos.ts';
import type { MarkdownSource } from './renderer.tsx';

/**
 * The Markdown twin of a content page: what a reader's tool (an LLM, a note app, `curl`) wants
 * instead of the HTML. The page's own Markdown, with its frontmatter reduced to title,
 * description and canonical URL, every directive turned into plain Markdown (a live demo
 * becomes its code and a line saying where it runs; an admonition a quote; cards a list of
 * links; tabs labelled sections), code fences without our meta flags, and links absolute.
 * Works on lines, minding fenced code, so it costs a fraction of a Markdown parse.
 */
export interface TwinInput {
  route: Route;
  source: MarkdownSource;
  /** Site origin with base path, no trailing slash (https://gsap.com). */
  origin: string;
  /** Source file (absolute) → route URL, as the Markdown stage resolves `.md` links. */
  fileUrls: Record<string, string>;
  demos: Record<string, DemoSource>;
}

/** The routes made from Markdown, which have a twin. */
export const MARKDOWN_KINDS: ReadonlySet<string> = new Set(['doc', 'blog-post', 'markdown-page']);

/** Where a page's twin lives: its URL without a trailing slash, plus `.md` (`/` → `/index.md`). */
export function twinUrl(url: string): string {
  return url === '/' ? '/index.md' : `${url.replace(/\/$/, '')}.md`;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const CONTAINER_OPEN = /^(:{3,})([a-z][\w-]*)(?:\[([^\]]*)\])?(?:\{(.*)\})?\s*$/;
const CLOSER = /^:{3,}\s*$/;
const LEAF = /^::([a-z][\w-]*)(?:\[([^\]]*)\])?(?:\{(.*)\})?\s*$/;
const ADMONITIONS: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };

/** `title="A" href="/b"` → { title: 'A', href: '/b' }. */
function attributes(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of (text ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

export function markdownTwin(input: TwinInput): string {
  const { route, source, origin } = input;
  const fm = route.frontmatter;
  const canonical = `${origin}${route.url}`;
  const head = ['---', `title: ${JSON.stringify(route.title)}`];
  if (fm?.description) head.push(`description: ${JSON.stringify(fm.description)}`);
  head.push(`url: ${JSON.stringify(canonical)}`, '---', '');

  const absolute = (href: string): string => {
    if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) return href;
    if (href.startsWith('/')) return origin + href;
    const [file, hash] = href.split('#');
    if (route.source && /\.md$/.test(file!)) {
      const target = input.fileUrls[path.resolve(path.dirname(route.source), decodeURIComponent(file!))];
      if (target) return `${origin}${target}${hash ? `#${hash}` : ''}`;
    }
    return new URL(href, canonical).href;
  };
  // A link destination may hold balanced parentheses: [the method page](./method().md#usage).
  const linksAbsolute = (line: string) => line.replace(/\]\(((?:[^()\s]|\([^()\s]*\))+)((?:\s+"[^"]*")?)\)/g, (_, href: string, title: string) => `](${absolute(href)}${title})`);

  const out: string[] = [];
  let fence: { char: string; length: number } | undefined;
  /** Open containers, innermost last: what each `:::` closes, and the prefix its lines take. */
  const stack: { kind: 'quote' | 'drop' | 'tab' }[] = [];
  const prefix = () => '> '.repeat(stack.filter((s) => s.kind === 'quote').length);
  const push = (line: string) => out.push(`${prefix()}${line}`.trimEnd());
  for (const line of source.body.split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      push(line);
      if (f && f[2]![0] === fence.char && f[2]!.length >= fence.length && !f[3]!.trim()) fence = undefined;
      continue;
    }
    if (f) {
      fence = { char: f[2]![0]!, length: f[2]!.length };
      // The language stays; our flags (run, continues, nocheck, title=…) are for the site.
      push(`${f[1]}${f[2]}${f[3]!.trim().split(/\s+/)[0] ?? ''}`);
      continue;
    }
    if (CLOSER.test(line) && stack.length) {
      stack.pop();
      push('');
      continue;
    }
    const open = CONTAINER_OPEN.exec(line);
    if (open) {
      const [, , name, label, attrs] = open;
      const a = attributes(attrs);
      if (ADMONITIONS[name!]) {
        stack.push({ kind: 'quote' });
        push(`**${label || a.title || ADMONITIONS[name!]}:**`);
      } else if (name === 'tab') {
        push(`**${a.label ?? label ?? 'Tab'}**`);
        push('');
        stack.push({ kind: 'tab' });
      } else stack.push({ kind: 'drop' }); // cards, tabs: only their content stays
      continue;
    }
    const leaf = LEAF.exec(line);
    if (leaf) {
      const [, name, label, attrs] = leaf;
      const a = attributes(attrs);
      if (name === 'demo') {
        const demo = input.demos[a.name ?? ''];
        if (demo) {
          push(`\`\`\`js`);
          for (const codeLine of demo.code.split('\n')) push(codeLine);
          push('```');
          push('');
          push(`*Live demo on the page: ${demo.title}${demo.version === '3.13.0' ? ' (runs on gsap 3.13.0)' : ''}, ${canonical}*`);
        }
      } else if (name === 'card' && a.href) {
        push(`- [${a.title ?? a.href}](${absolute(a.href)})${label ? `: ${label}` : ''}`);
      } else if (name === 'button' && a.href) {
        // A call to action is a link like any other.
        push(`[${label || a.href}](${absolute(a.href)})`);
      } else if (name === 'installer') {
        push(`*Interactive installer on the page: choose a package manager, a tier and the plugins, and copy the commands. ${canonical}*`);
      } else if (name === 'ease-visualizer' || name === 'custom-ease-editor') {
        push(`*Interactive ${name === 'ease-visualizer' ? 'ease visualiser' : 'CustomEase editor'} on the page: ${canonical}*`);
      }
      // Anything else (moved-anchors) only does something in a browser.
      continue;
    }
    push(linksAbsolute(line));
  }
  const body = out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const opensWithTitle = /^#\s/.test(body);
  return `${head.join('\n')}\n${opensWithTitle ? '' : `# ${route.title}\n\n`}${body}\n`;
}
