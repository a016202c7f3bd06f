import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { ElementContent } from 'hast';

/**
 * Build-time highlighting with class names (`hljs-keyword`, …); the colours live in CSS
 * variables, so light and dark palettes need no second pass and no highlighter ships.
 */
const lowlight = createLowlight({ bash, css, diff, javascript, json, typescript, xml, yaml });
lowlight.registerAlias({ javascript: ['js', 'jsx', 'mjs'], typescript: ['ts', 'tsx'], xml: ['html', 'svg'], bash: ['sh', 'shell', 'zsh'] });

export function isKnownLanguage(lang: string): boolean {
  return lowlight.registered(lang);
}

/** Highlighted tokens of `code`, or plain text for unknown languages. */
export function highlight(code: string, lang: string | undefined): ElementContent[] {
  if (!lang || !lowlight.registered(lang)) return [{ type: 'text', value: code }];
  return lowlight.highlight(lang, code).children as ElementContent[];
}

/** Splits token trees at newlines, re-opening any token span that crosses a line end. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines[lines.length - 1]!.push({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((fragment, i) => {
        if (i > 0) lines.push([]);
        if (fragment.length) lines[lines.length - 1]!.push({ ...node, children: fragment });
      });
    }
  }
  return lines;
}
