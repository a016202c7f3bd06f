/** Up to `max` candidates closest to `input` by edit distance (for "did you mean"). */
export function closest(input: string, candidates: Iterable<string>, max = 3): string[] {
  const scored: [string, number][] = [];
  const lower = input.toLowerCase();
  for (const c of candidates) {
    const d = distance(lower, c.toLowerCase());
    if (d <= Math.max(3, Math.floor(input.length / 3))) scored.push([c, d]);
  }
  return scored.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).slice(0, max).map(([c]) => c);
}

/** Levenshtein distance, two rows. */
export function distance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}
