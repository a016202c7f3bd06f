/**
 * Term rules shared by the build (indexing) and the browser (querying). MiniSearch needs the
 * same tokenize/processTerm on both sides or queries silently miss, so they live in one file.
 */

// Words, with dotted API names kept together: `gsap.utils.clamp(` → one match.
const WORD = /[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*/gu;

/**
 * Splits on anything but letters, digits, `_`, `$` and inner dots; a dotted name yields the whole
 * name, each dotted suffix and each part (`gsap.utils.clamp` → `gsap.utils.clamp`, `utils.clamp`,
 * `gsap`, `utils`, `clamp`) so `gsap.to`, `utils.clamp` and `clamp` all find it. The whole name
 * comes last so the "last term" of a dotted query is the one typed, for prefix search.
 */
export function tokenize(text: string, field?: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    // Titles, headings and keywords also index the parts of a camelCase name: "custom ease" finds CustomEase.
    if (field && TITLE_FIELDS.has(field)) out.push(...camelParts(word));
    if (!word.includes('.')) {
      out.push(word);
      continue;
    }
    const parts = word.split('.');
    out.push(...parts);
    for (let i = parts.length - 2; i >= 0; i--) out.push(parts.slice(i).join('.'));
  }
  return out;
}

const TITLE_FIELDS = new Set(['t', 'h', 'k']);
/** Body fields leave out words every page has: they make the index big and find nothing. */
const BODY_FIELDS = new Set(['c', 'k']);

/** `CustomEase` → custom, ease; `ScrollTrigger.batch` → scroll, trigger; plain words → none. */
function camelParts(word: string): readonly string[] {
  return remembered(camelPartsOf, word, camelPartsOnce);
}
function camelPartsOnce(word: string): string[] {
  const parts = word.split('.').flatMap((w) => w.split(/(?<=[a-z])(?=[A-Z])/));
  return parts.length > word.split('.').length ? parts.filter((p) => p.length > 1) : [];
}

/**
 * Results per distinct word: a site's text repeats the same few thousand words, and indexing
 * 2,000 pages asked for the same words' terms millions of times (a fifth of the index's time).
 * Bounded, for a page that stays open and searches for ever.
 */
const MEMO_LIMIT = 200_000;
const camelPartsOf = new Map<string, readonly string[]>();
const bodyTermOf = new Map<string, string | null>();
const termOf = new Map<string, string | null>();
function remembered<T>(memo: Map<string, T>, key: string, make: (key: string) => T): T {
  let value = memo.get(key);
  if (value === undefined) {
    value = make(key);
    if (memo.size < MEMO_LIMIT) memo.set(key, value);
  }
  return value;
}

/**
 * Very common words. They stay searchable in titles and headings (`to` is an API
 * name); in body text they are not indexed, and a query drops them when it has other words.
 */
export const STOP_WORDS = new Set(
  // "gsap" too: nearly every paragraph names the library; titles and headings keep it.
  'gsap a an and are as at be but by can do does for from has have how i if in into is it its just let like more most not of on once one only or our so some such than that the their them then there these they this those through to too up us use used uses using very was way we what when where which while who why will with would you your'.split(' '),
);

/**
 * Lower-cases and strips English plural endings so `staggers` ≈ `stagger`, `eases` ≈ `ease`
 * (spec §9 "plurals ignored"). Deliberately crude: it only has to map both forms to the same
 * key, at index and query time alike, not to produce real words.
 */
export function processTerm(term: string, field?: string): string | null {
  return field && BODY_FIELDS.has(field) ? remembered(bodyTermOf, term, bodyTerm) : remembered(termOf, term, plainTerm);
}
const bodyTerm = (term: string) => (STOP_WORDS.has(term.toLowerCase()) ? null : plainTerm(term));
function plainTerm(term: string): string {
  const t = term.toLowerCase();
  if (t.length < 4 || /[\d.]/.test(t)) return t;
  return stem(singular(t));
}

function singular(t: string): string {
  if (t.endsWith('ies') && t.length > 4) return `${t.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (/(?:ss|us|is)$/.test(t)) return t;
  if (t.endsWith('s')) return t.slice(0, -1);
  return t;
}

/**
 * A light suffix stripper so a task in words meets the page's wording: animate, animated,
 * animating and animation all become `animat`; easing and ease become `eas`. Only the same
 * key has to come out at index and query time.
 */
function stem(word: string): string {
  if (word.length >= 8 && word.endsWith('ation')) return word.slice(0, -3);
  let t = word;
  if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 5 && t.endsWith('ed')) t = t.slice(0, -2);
  return trimE(t);
}

const trimE = (t: string) => (t.endsWith('e') && t.length > 3 ? t.slice(0, -1) : t);

/**
 * Spec §9 typo rules, as a MiniSearch `fuzzy` function: none below 3 characters, one from 3,
 * two from 7, none for terms with digits (`x2`, `3.12` must match exactly).
 */
export function typoBudget(term: string): number | false {
  if (/\d/.test(term) || term.length < 3) return false;
  return term.length >= 7 ? 2 : 1;
}
