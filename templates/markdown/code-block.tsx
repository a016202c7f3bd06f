import type { ReactNode } from 'react';
import { Island } from '../islands/island.tsx';
import { CopyButton } from '../islands/copy-button.tsx';

export interface CodeBlockProps {
  language?: string;
  title?: string;
  flags?: string;
  /** Why the examples check skips this block (```js nocheck="…"); shown under the code. */
  nocheck?: string;
  children?: ReactNode;
}

/**
 * A highlighted code block (highlighted at build time) with its title and a copy button; a
 * block the examples check skips says why, so readers know it was not type-checked.
 */
export function CodeBlock({ language, title, nocheck, children }: CodeBlockProps) {
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        {children}
        <Island name="copy-button" component={CopyButton} props={{}} load="visible" />
      </div>
      {nocheck ? <p className="code-block__caption">{`Not type-checked: ${nocheck}`}</p> : null}
    </div>
  );
}
