/** A plate with fork and knife: stands in for a restaurant without photos. */
export function DishIcon() {
  return (
    <svg viewBox="0 0 48 48" width="64" height="64" focusable="false" aria-hidden="true">
      <circle cx="24" cy="24" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle
        cx="24"
        cy="24"
        r="6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        opacity="0.6"
      />
      <path
        d="M7 10v9a3 3 0 0 0 2 2.8V38M5 10v7M9 10v7M41 10c-2.5 1.5-4 5-4 9s1.5 4.5 4 4.5V38"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
