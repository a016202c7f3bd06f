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
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
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

/**
 * Lower-cases and strips English plural endings so `staggers` ≈ `stagger`, `eases` ≈ `ease`
 * (spec §9 "plurals ignored"). Deliberately crude: it only has to map both forms to the same
 * key, at index and query time alike, not to produce real words.
 */
export function processTerm(term: string): string {
  const t = term.toLowerCase();
  if (t.length < 4 || /[\d.]/.test(t)) return t;
  if (t.endsWith('ies') && t.length > 4) return `${t.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (/(?:ss|us|is)$/.test(t)) return t;
  if (t.endsWith('s')) return t.slice(0, -1);
  return t;
}

/**
 * Spec §9 typo rules, as a MiniSearch `fuzzy` function: none below 3 characters, one from 3,
 * two from 7, none for terms with digits (`x2`, `3.12` must match exactly).
 */
export function typoBudget(term: string): number | false {
  if (/\d/.test(term) || term.length < 3) return false;
  return term.length >= 7 ? 2 : 1;
}
