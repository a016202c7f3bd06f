/**
 * Server markup of a page's "Copy page" control (client/islands/copy-page.ts makes it copy):
 * the button copies the page's Markdown twin; "View as Markdown" opens the twin and is a plain
 * link, so it works without JavaScript, when the button is hidden (base.css).
 */
export function CopyPage({ twin }: { twin: string }) {
  return (
    <div className="copy-page" role="group" aria-label="This page as Markdown">
      <button type="button" className="copy-page__button">
        Copy page
      </button>
      <a className="copy-page__view" href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span className="sr-only" aria-live="polite" />
    </div>
  );
}
