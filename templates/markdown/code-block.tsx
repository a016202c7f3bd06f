import type { ReactNode } from 'react';
import { Island } from '../islands/island.tsx';
import { CopyButton } from '../islands/copy-button.tsx';

export interface CodeBlockProps {
  language?: string;
  title?: string;
  flags?: string;
  children?: ReactNode;
}

/** A highlighted code block (highlighted at build time) with its title and a copy button. */
export function CodeBlock({ language, title, children }: CodeBlockProps) {
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        {children}
        <Island name="copy-button" component={CopyButton} props={{}} load="visible" />
      </div>
    </div>
  );
}
