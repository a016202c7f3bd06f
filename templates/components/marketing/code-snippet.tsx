/** Plain, unhighlighted code. Lines wrap instead of scrolling, so no focusable scroll box is needed. */
export function CodeSnippet({ code }: { code: string }) {
  return (
    <pre className="mk-code">
      <code>{code}</code>
    </pre>
  );
}
