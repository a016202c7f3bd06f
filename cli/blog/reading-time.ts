/** Minutes to read a Markdown body at 230 words a minute (code counts at half weight); at least 1. */
export function readingMinutes(markdown: string): number {
  let words = 0;
  const parts = markdown.split(/^```.*$/m);
  parts.forEach((part, i) => {
    const count = part.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    words += i % 2 === 1 ? count / 2 : count;
  });
  return Math.max(1, Math.round(words / 230));
}
