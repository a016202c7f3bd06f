import type { ReactNode } from 'react';

/**
 * A Markdown table in a box that scrolls sideways on narrow screens. The box takes keyboard
 * focus, so arrow keys reach the columns that do not fit. It is not a labelled region: a page
 * has many tables with the same columns, and landmarks must be told apart.
 */
export function Table({ children, ...props }: { children?: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props}>{children}</table>
    </div>
  );
}
