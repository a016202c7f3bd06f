import { useRef, useState } from 'react';

/**
 * Copies the code of the block it sits in. It reads the code element's text, which is
 * exactly the code: line spans are joined by newlines, nothing else is in the element.
 */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <button
      ref={ref}
      type="button"
      className="copy-button"
      data-copied={copied ? '' : undefined}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      onClick={async () => {
        const code = ref.current?.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
        try {
          await navigator.clipboard.writeText(code);
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        } catch (error) {
          console.warn('Copying failed', error);
        }
      }}
    >
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only" aria-live="polite">
        {copied ? 'Code copied' : ''}
      </span>
    </button>
  );
}
export default CopyButton;
