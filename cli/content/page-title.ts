/** The first `# heading` of a Markdown body, if the body opens with one. */
export function leadingH1(body: string): string | undefined {
  const m = /^\s*#\s+(.+?)\s*#*\s*$/m.exec(body);
  if (!m) return undefined;
  const before = body.slice(0, m.index);
  return before.trim() === '' ? m[1]!.replace(/`/g, '') : undefined;
}

/** A page's title: its `title` frontmatter, else the `# heading` its body opens with. */
export function pageTitle(title: string | undefined, body: string): string | undefined {
  return title ?? leadingH1(body);
}
