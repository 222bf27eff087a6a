/**
 * A warning triangle, as tall as the text and in its colour. Decorative: the
 * words beside it say what is wrong, so colour and shape are never the only sign.
 */
export function WarningIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 3 2 20.5h20L12 3Z"
      />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        d="M12 9.5v5M12 17.5v.01"
      />
    </svg>
  );
}
