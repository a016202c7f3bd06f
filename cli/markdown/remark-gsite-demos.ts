import type { Root, Code } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { eachNode } from './each-node.ts';
import { errors } from '../errors/catalogue.ts';
import { closest } from '../util/closest.ts';
import type { DemoSource } from '../demos/collect-demos.ts';
import { fileData, fileLine } from './file-data.ts';

export interface Options {
  /** The site's demos by name (cli/demos/collect-demos.ts). */
  demos: Record<string, DemoSource>;
}

/**
 * `::demo{name="x"}` → `<gsite-demo name title version demoKind demoControls demoNote?>` holding the demo's code as a
 * fenced `ts` block, so the code is highlighted (rehype-gsite-code) exactly like any other.
 * Runs after remark-gsite-directives, which has checked the directive itself. A missing or
 * unknown name is an error with the Markdown file and line.
 */
export default function remarkGsiteDemos(options: Options) {
  return (tree: Root, file: VFile) => {
    eachNode<LeafDirective>(tree, 'leafDirective', (node) => {
      if (node.name !== 'demo') return;
      const loc = { file: fileData(file).source, line: fileLine(file, node.position?.start.line), column: node.position?.start.column };
      const name = node.attributes?.name;
      const known = Object.keys(options.demos);
      if (!name) throw errors.markdownInvalid(loc, '::demo needs a name: ::demo{name="to-basic"}.', `Demos are the files of client/demos/: ${known.join(', ') || '(none yet)'}.`);
      const demo = options.demos[name];
      if (!demo) {
        const near = closest(name, known);
        throw errors.markdownInvalid(
          loc,
          `Unknown demo "${name}": there is no client/demos/${name}.ts.`,
          near.length ? `Did you mean ${near.join(', ')}?` : `Write client/demos/${name}.ts (see client/demos/README.md).`,
        );
      }
      if (demo.problem) throw errors.markdownInvalid(loc, `Demo "${name}" cannot be shown: ${demo.problem}.`, 'See client/demos/README.md for the shape of a demo file.');
      const code: Code = { type: 'code', lang: 'ts', meta: null, value: demo.code };
      node.data = { ...node.data, hProperties: {
          ...(node.data?.hProperties as Record<string, string>),
          title: demo.title,
          version: demo.version,
          demoKind: demo.kind,
          demoControls: demo.controls,
          ...(demo.note ? { demoNote: demo.note } : {}),
        },
      };
      node.children = [code as never];
    });
  };
}
