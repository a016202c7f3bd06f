/** Our own mark: a looping motion path with a ball riding it, and the word-mark. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--logo-bg)" />
        <path d="M6 21c4-10 8-10 10-4s6 6 10-4" fill="none" stroke="var(--logo-fg)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="26" cy="13" r="3.2" fill="var(--logo-accent)" />
      </svg>
      <span className="logo__text">GSAP</span>
    </span>
  );
}
