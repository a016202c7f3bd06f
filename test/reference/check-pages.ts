/**
 * For writers: type-checks the js/ts examples of the Markdown files named on the command line
 * against gsap 3.12.7's definitions, as the reference tests do, and prints each problem with
 * its file and line. Exit 1 when there is one.
 *
 *   node --import tsx test/reference/check-pages.ts content/docs/v3/Plugins/ScrollTrigger/*.md
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSource } from '../../cli/content/frontmatter.ts';
import { GSITE_ROOT } from '../../cli/paths.ts';
import { checkExamples, extractExamples } from './check-examples.ts';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node --import tsx test/reference/check-pages.ts <file.md>…');
  process.exit(2);
}
const blocks = files.flatMap((f) => {
  const full = path.resolve(f);
  const { body, bodyLine } = parseSource(full, fs.readFileSync(full, 'utf8'));
  return extractExamples({ file: path.relative(GSITE_ROOT, full), body, bodyLine });
});
const problems = checkExamples(blocks);
for (const p of problems) console.log(`${p.file}:${p.line} ${p.message}`);
console.log(`${blocks.length} examples in ${files.length} files, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
