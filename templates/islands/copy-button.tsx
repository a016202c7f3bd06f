/** Server markup of a code block's copy button; client/islands/copy-button.ts makes it copy. */
export function CopyButton() {
  return (
    <button type="button" className="copy-button" aria-label="Copy code to clipboard">
      Copy
      <span className="sr-only" aria-live="polite" />
    </button>
  );
}
