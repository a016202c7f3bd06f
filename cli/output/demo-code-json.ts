import type { DemoSource } from '../demos/collect-demos.ts';
// The file's format, shared with the page that reads it (a type, no browser code).
import type { DemoCodeEntry } from '../../client/playtime/protocol.ts';

/**
 * The live demos as a playground opens them (`/playtime?demo=<name>`): one program a reader
 * could paste anywhere, the demo's setup blocks and then the code its page shows (a blank line
 * between), the gsap it runs on, its kind of stage and the name its code gives the stage. The stage
 * markup stays in the demo's module, which the browser loads anyway. Demos that cannot be
 * shown (a `problem`) are left out.
 */
export function demoCodeJson(demos: Record<string, DemoSource>): string {
  const out: Record<string, DemoCodeEntry> = {};
  for (const [name, d] of Object.entries(demos)) {
    if (d.problem) continue;
    out[name] = { title: d.title, code: d.setup ? `${d.setup}\n\n${d.code}` : d.code, version: d.version, kind: d.kind, stageParam: d.stageParam };
  }
  return JSON.stringify(out);
}
