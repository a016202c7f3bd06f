/** A random number in [0, 1) from a seed, the same sequence for the same seed (mulberry32). */
export type Rand = () => number;

export function seeded(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from lo to hi, both included. */
export const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** Markdown nested `n` levels deep, one way per kind. */
export const nestings = (n: number) => ({
  // n² bytes of indentation: 1,000 levels make 1 MB already.
  'an indented list': Array.from({ length: Math.min(n, 1000) }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'),
  'list markers on one line': `${'- '.repeat(n)}x`,
  'quotes': `${'> '.repeat(n)}x`,
  // Each level's fence one colon longer than the one inside it (as nesting needs); n² bytes too.
  'directives': ((m) => `${Array.from({ length: m }, (_, i) => `${':'.repeat(m + 2 - i)}note`).join('\n')}\nx\n${Array.from({ length: m }, (_, i) => ':'.repeat(3 + i)).join('\n')}\n`)(Math.min(n, 300)),
  'emphasis': `${'*'.repeat(n)}x${'*'.repeat(n)}`,
  'brackets': `${'['.repeat(n)}x${']'.repeat(n)}`,
});

export interface Mutated {
  bytes: Buffer;
  /** What was done, to say in a failure. */
  what: string;
}

type Mutation = (rand: Rand, bytes: Buffer) => Mutated;

const truncate: Mutation = (rand, bytes) => {
  const at = between(rand, 0, bytes.length);
  return { bytes: bytes.subarray(0, at), what: `cut at byte ${at} of ${bytes.length}` };
};

/** Characters that mean something to Markdown, YAML or our directives: most changed bytes become one. */
const SIGNIFICANT = Buffer.from('*_[]()#>-+:|`~!<&{}"\'\n\\.=%0 ');

const flipBytes: Mutation = (rand, bytes) => {
  const out = Buffer.from(bytes);
  const places: string[] = [];
  for (let i = between(rand, 1, 8); i > 0 && out.length; i--) {
    const at = between(rand, 0, out.length - 1);
    // Any byte a quarter of the time (most of those are not UTF-8, which the content stage refuses).
    out[at] = rand() < 0.75 ? pick(rand, [...SIGNIFICANT]) : between(rand, 0, 255);
    places.push(`${at}=0x${out[at]!.toString(16)}`);
  }
  return { bytes: out, what: `bytes set: ${places.join(' ')}` };
};

/** Text inserted as lines before a random line, byte-wise (bytes that are not UTF-8 stay as they are). */
function insertLines(rand: Rand, bytes: Buffer, make: (lines: Buffer[]) => { text: Buffer; what: string }): Mutated {
  const starts = [0];
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) starts.push(i + 1);
  const lines = starts.map((start, i) => bytes.subarray(start, i + 1 < starts.length ? starts[i + 1]! - 1 : bytes.length));
  const line = between(rand, 0, starts.length - 1);
  const { text, what } = make(lines);
  const at = starts[line]!;
  return { bytes: Buffer.concat([bytes.subarray(0, at), text, Buffer.from('\n'), bytes.subarray(at)]), what: `${what} before line ${line + 1}` };
}

const deepNesting: Mutation = (rand, bytes) =>
  insertLines(rand, bytes, () => {
    // Around the limit (64) on both sides, and far past it.
    const depth = pick(rand, [between(rand, 1, 80), between(rand, 50, 70), between(rand, 100, 3000)]);
    const [kind, text] = pick(rand, Object.entries(nestings(depth)));
    return { text: Buffer.from(text), what: `${kind} ${depth} deep` };
  });

const hugeLine: Mutation = (rand, bytes) =>
  insertLines(rand, bytes, (lines) => {
    const unit = pick(rand, [...lines.filter((l) => l.some((b) => b > 0x20)), Buffer.from('word ')]);
    const size = between(rand, 2_000, 40_000);
    const text = Buffer.alloc(size);
    for (let at = 0; at < size; at += unit.length) unit.copy(text, at);
    return { text, what: `a ${size}-byte line of ${JSON.stringify(unit.subarray(0, 30).toString())}` };
  });

const MUTATIONS = [truncate, flipBytes, deepNesting, hugeLine];

/** One to three random mutations of a file, one after the other. */
export function mutate(rand: Rand, bytes: Buffer): Mutated {
  let current: Mutated = { bytes, what: '' };
  const steps: string[] = [];
  for (let i = between(rand, 1, 3); i > 0; i--) {
    current = pick(rand, MUTATIONS)(rand, current.bytes);
    steps.push(current.what);
  }
  return { bytes: current.bytes, what: steps.join('; then ') };
}
