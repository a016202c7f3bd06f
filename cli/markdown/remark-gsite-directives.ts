import type { Root, Parent, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { errors } from '../errors/catalogue.ts';
import { closest } from '../util/closest.ts';
import { fileData, fileLine } from './file-data.ts';

export interface Options {
  /** Directive name → how it is written. Anything else is an error with its file and line. */
  directives: Record<string, { kind: 'container' | 'leaf' }>;
}

/**
 * Turns `:::name{attrs}` and `::name{attrs}` into hast elements named `gsite-name`, which the
 * renderer maps to React components. Text directives (`:word`) are not ours: they go back
 * to plain text so that prose like `a:hover` survives.
 */
export default function remarkGsiteDirectives(options: Options) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (node.type === 'html') {
        throw errors.markdownInvalid(
          { file: fileData(file).source, line: fileLine(file, node.position?.start.line), column: node.position?.start.column },
          `Raw HTML is not supported in Markdown: ${JSON.stringify((node as { value: string }).value.slice(0, 40))}`,
          'Use Markdown or a directive (:::note, ::demo{…}); write a literal < as &lt; or in `code`.',
        );
      }
      if (node.type === 'paragraph') {
        const first = (node as Parent).children[0];
        if (first?.type === 'text' && /^:{2,}[a-z][\w-]*[{[]/i.test(first.value)) {
          throw errors.markdownInvalid(
            { file: fileData(file).source, line: fileLine(file, node.position?.start.line), column: node.position?.start.column },
            `This line looks like a directive but is not one: ${JSON.stringify(first.value.slice(0, 60))}`,
            'Write the [label] before the {attributes}: ::card[Text]{title="…"}, and close every ::: block.',
          );
        }
        return;
      }
      if (node.type === 'textDirective') {
        const text = node as TextDirective;
        const attrs = Object.entries(text.attributes ?? {});
        const suffix = attrs.length ? `{${attrs.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}` : '';
        const replacement: PhrasingContent[] = [{ type: 'text', value: `:${text.name}` }];
        if (text.children.length) replacement.push({ type: 'text', value: '[' }, ...text.children, { type: 'text', value: ']' });
        if (suffix) replacement.push({ type: 'text', value: suffix });
        parent!.children.splice(index!, 1, ...(replacement as never[]));
        return [SKIP, index! + replacement.length];
      }
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective') return;
      const directive = node as ContainerDirective | LeafDirective;
      const spec = options.directives[directive.name];
      const kind = directive.type === 'containerDirective' ? 'container' : 'leaf';
      const loc = { file: fileData(file).source, line: fileLine(file, directive.position?.start.line), column: directive.position?.start.column };
      if (!spec) {
        const known = Object.keys(options.directives);
        const near = closest(directive.name, known);
        throw errors.markdownInvalid(loc, `Unknown directive "${directive.name}".`, near.length ? `Did you mean ${near.join(', ')}? Known: ${known.join(', ')}.` : `Known directives: ${known.join(', ')}.`);
      }
      if (spec.kind !== kind) {
        const colons = spec.kind === 'container' ? ':::' : '::';
        throw errors.markdownInvalid(loc, `Directive "${directive.name}" is a ${spec.kind} directive; write it as ${colons}${directive.name}.`);
      }
      if (directive.type === 'containerDirective' && !isClosed(directive, String(file.value))) {
        throw errors.unclosedDirective(loc, `${/^:+/.exec(sourceOf(directive, String(file.value)))?.[0] ?? ':::'}${directive.name}`);
      }
      const properties: Record<string, string> = { ...(directive.attributes as Record<string, string>) };
      // A container's [label] is its first paragraph, flagged by remark-directive.
      if (directive.type === 'containerDirective') {
        const first = directive.children[0];
        if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          properties.label = first.children.map((c) => ('value' in c ? c.value : '')).join('');
          directive.children.shift();
        }
      } else if (directive.children.length) {
        properties.label = directive.children.map((c) => ('value' in c ? c.value : '')).join('');
        directive.children = [];
      }
      directive.data = { hName: `gsite-${directive.name}`, hProperties: properties };
    });
  };
}

function sourceOf(node: ContainerDirective, text: string): string {
  return text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? text.length);
}

/**
 * A container directive is closed when its last line is a fence of at least as many colons
 * as it opened with. An unclosed one runs on to the end of the page (or of the container,
 * quote or list around it), taking in everything after it.
 */
function isClosed(node: ContainerDirective, text: string): boolean {
  const source = sourceOf(node, text);
  const opened = /^:+/.exec(source)?.[0].length ?? 3;
  const lastLine = source.slice(source.lastIndexOf('\n') + 1);
  const closing = source.includes('\n') ? /^[\s>]*(:+)\s*$/.exec(lastLine) : null;
  return closing !== null && closing[1]!.length >= opened;
}
