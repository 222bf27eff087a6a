/** A plate with cutlery: stands in for a restaurant or meal without a photo. */
export function PlateIcon({ size = 48 }: { size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="13" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle
        cx="24"
        cy="24"
        r="8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity="0.6"
      />
      <path
        d="M5 9v9a3 3 0 0 0 3 3v18M8 9v9M11 9v9a3 3 0 0 1-3 3M41 9c-3 2-4 6-4 11h4v19"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
