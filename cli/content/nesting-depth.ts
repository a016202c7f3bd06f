import { errors } from '../errors/catalogue.ts';

/**
 * How deep a page may nest. The Markdown parser and every tree walk after it recurse once
 * per level, and some of its steps cost the square of the depth: a 10,000-level list ran
 * 34 s and died with "Maximum call stack size exceeded". Real pages nest under 10.
 */
export const MAX_NESTING = 64;

/**
 * Fails on the first line of a Markdown body nested deeper than MAX_NESTING, in one pass
 * over the text before anything parses it. What counts, per line:
 * - lists and quotes: the `>` and list markers that open the line, plus one level for every
 *   two columns of indentation before them (a nested list item is indented under its parent);
 * - directives: `:::name` lines still open (a bare `:::` line closes one);
 * - emphasis: a run of `*` or `_` (each can open a level), but for a line of nothing else
 *   (a thematic break);
 * - brackets: `[` not yet closed by `]` on the line.
 */
export function checkNesting(file: string, body: string, bodyLine: number): void {
  let openDirectives = 0;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // Most lines hold no directive fence: the two patterns run only on those with ':::'.
    if (line.includes(':::')) {
      if (/^[\s>]*:{3,}[a-z]/i.test(line)) openDirectives++;
      else if (/^[\s>]*:{3,}\s*$/.test(line)) openDirectives = Math.max(0, openDirectives - 1);
    }
    const found = tooDeep(line, openDirectives);
    if (found) throw errors.nestingTooDeep({ file, line: bodyLine + i }, found, MAX_NESTING);
  }
}

/** What nests deeper than the limit on this line, in words; undefined when nothing does. */
function tooDeep(line: string, openDirectives: number): string | undefined {
  if (openDirectives > MAX_NESTING) return `${openDirectives} directives open`;
  const blocks = blockDepth(line);
  if (blocks > MAX_NESTING) return `lists and quotes about ${blocks} levels deep`;
  // A run of marks or brackets deeper than the limit needs a line longer than it.
  if (line.length <= MAX_NESTING) return undefined;
  if ((line.includes('*') || line.includes('_')) && !/^[\s*_-]*$/.test(line)) {
    const run = longestRun(line, /[*_]+/g);
    if (run > MAX_NESTING) return `a run of ${run} emphasis marks (* or _)`;
  }
  const brackets = line.includes('[') ? bracketDepth(line) : 0;
  if (brackets > MAX_NESTING) return `${brackets} brackets open`;
  return undefined;
}

/** `>` and list markers opening the line, plus a level per two columns of indentation. */
function blockDepth(line: string): number {
  let markers = 0;
  let columns = 0;
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ') columns++;
    else if (c === '\t') columns += 4 - (columns % 4);
    else {
      const marker = c === '>' ? 1 : /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(i, i + 11))?.[0].length;
      if (!marker) break;
      markers++;
      i += marker;
      if (line[i] === ' ') i++; // the space after a marker belongs to it, not to indentation
      continue;
    }
    i++;
  }
  return markers + Math.floor(columns / 2);
}

function longestRun(line: string, pattern: RegExp): number {
  let longest = 0;
  for (const m of line.matchAll(pattern)) longest = Math.max(longest, m[0].length);
  return longest;
}

function bracketDepth(line: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '[') deepest = Math.max(deepest, ++depth);
    else if (line[i] === ']' && depth > 0) depth--;
  }
  return deepest;
}
