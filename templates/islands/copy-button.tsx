/**
 * Server markup of a copy button; client/islands/copy-button.ts makes it copy. Without props it
 * copies its code block's code; with `value` it copies that value, and `label` names it for
 * screen readers ("Copy Ink HEX value to clipboard").
 */
export interface CopyButtonProps {
  value?: string;
  label?: string;
}

export function CopyButton({ label = 'code' }: CopyButtonProps) {
  return (
    <button type="button" className="copy-button" aria-label={`Copy ${label} to clipboard`}>
      Copy
      <span className="sr-only" aria-live="polite" />
    </button>
  );
}
