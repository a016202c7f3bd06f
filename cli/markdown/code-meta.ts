/** What a fence's info string carries after the language: ```js title="app.js" {2,4-5} nocheck */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  /** Words without a value, e.g. `nocheck`, `live`. */
  flags: Set<string>;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlightLines: new Set(), flags: new Set() };
  if (!meta) return out;
  const re = /(\w+)="([^"]*)"|(\w+)='([^']*)'|\{([\d,\s-]+)\}|(\S+)/g;
  for (const m of meta.matchAll(re)) {
    if (m[1] === 'title' || m[3] === 'title') out.title = m[2] ?? m[4];
    else if (m[5]) {
      for (const part of m[5].split(',')) {
        const [a, b] = part.trim().split('-').map(Number);
        if (a === undefined || Number.isNaN(a)) continue;
        for (let n = a; n <= (b ?? a); n++) out.highlightLines.add(n);
      }
    } else if (m[6]) out.flags.add(m[6]);
  }
  return out;
}
