import type { ComponentType } from 'react';
import { Admonition, type AdmonitionType } from './admonition.tsx';
import { Tabs, TabItem } from './tabs.tsx';
import { Card, Cards } from './card.tsx';
import { CodeBlock } from './code-block.tsx';
import { heading } from './heading.tsx';
import { Table } from './table.tsx';
import { Demo } from './demo.tsx';
import { EaseVisualizerDirective, CustomEaseEditorDirective } from './ease-tools.tsx';
import { InstallerDirective } from './installer.tsx';
import { MovedAnchors } from './moved-anchors.tsx';
import { Button } from './button.tsx';

function admonition(type: AdmonitionType) {
  return (props: { label?: string; children?: React.ReactNode }) => <Admonition type={type} {...props} />;
}

/**
 * The Markdown directives of the site, in one place: the Markdown stage rejects any name not
 * listed here (with its file and line), and the renderer maps `gsite-<name>` to the component.
 */
export const directives: Record<string, { kind: 'container' | 'leaf'; component: ComponentType<any> }> = {
  note: { kind: 'container', component: admonition('note') },
  tip: { kind: 'container', component: admonition('tip') },
  info: { kind: 'container', component: admonition('info') },
  warning: { kind: 'container', component: admonition('warning') },
  danger: { kind: 'container', component: admonition('danger') },
  tabs: { kind: 'container', component: Tabs },
  tab: { kind: 'container', component: TabItem },
  cards: { kind: 'container', component: Cards },
  card: { kind: 'leaf', component: Card },
  /** `::button[Label]{href="…" variant="primary|secondary"}`: a call to action drawn as a button. */
  button: { kind: 'leaf', component: Button },
  /** `::demo{name="to-basic"}`: client/demos/to-basic.ts, played live (cli/markdown/remark-gsite-demos.ts). */
  demo: { kind: 'leaf', component: Demo },
  'ease-visualizer': { kind: 'leaf', component: EaseVisualizerDirective },
  'custom-ease-editor': { kind: 'leaf', component: CustomEaseEditorDirective },
  /** `::installer` (for /docs/v3/Installation): pick how to load GSAP and which tools; shows the code to copy. */
  installer: { kind: 'leaf', component: InstallerDirective },
  /** `::moved-anchors{map="hash=/path …"}`: old #anchors of the page that now live on other pages. */
  'moved-anchors': { kind: 'leaf', component: MovedAnchors },
};

/** Element name → component, for the hast → React step. */
export function markdownComponents(): Record<string, ComponentType<any>> {
  const out: Record<string, ComponentType<any>> = {
    'gsite-code': CodeBlock,
    table: Table,
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
  };
  for (const [name, d] of Object.entries(directives)) out[`gsite-${name}`] = d.component;
  return out;
}
