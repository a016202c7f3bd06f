// A worker thread that draws social cards (social-cards.ts): TypeScript is compiled on the fly
// here as in the CLI (cli/bin/gsite.mjs); fonts are read once per thread.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawCard, loadFonts } = await import('./social-cards.ts');
const fonts = loadFonts();

export default async function draw(text) {
  return drawCard(text, workerData.mark, fonts);
}
