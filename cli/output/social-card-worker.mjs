// A worker thread that draws social cards (social-cards.ts): TypeScript is compiled on the fly
// here as in the CLI (cli/bin/gsite.mjs); fonts are read once per thread.
import { workerData } from 'node:worker_threads';
import v8 from 'node:v8';
import vm from 'node:vm';
import { register } from 'tsx/esm/api';

register();
const { drawCard, loadFonts } = await import('./social-cards.ts');
const fonts = loadFonts();

// Each card's rendered image (~3 MB of pixels) is resvg's native memory, which V8 does not
// count: the thread's small heap never needed a collection, so no image was freed until the
// build ended (peak RSS 2 GB for this site's ~420 cards). Every few cards the thread collects
// and then lets the event loop turn, where Node runs the images' native finalizers.
const COLLECT_EVERY = 8;
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');
let drawn = 0;

export default async function draw(text) {
  const png = await drawCard(text, workerData.mark, fonts);
  if (++drawn % COLLECT_EVERY === 0) {
    collect({ type: 'minor' });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return png;
}
