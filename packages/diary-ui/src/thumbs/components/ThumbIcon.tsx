import styles from './ThumbIcon.module.css';

/** The thumb drawn by the thumbs control, pointing up or down; decorative (the control names it). */
export function ThumbIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={direction === 'down' ? styles.flipped : undefined}
    >
      <path
        d="M7 10v11H3V10h4Zm2 11h8.3a2 2 0 0 0 2-1.6l1.6-7.5A2 2 0 0 0 19 9.5h-5.3l.8-4.1a1.6 1.6 0 0 0-.4-1.4L13 3 8.6 8.4A2 2 0 0 0 8 9.8V19a2 2 0 0 0 1 2Z"
        fill="currentColor"
      />
    </svg>
  );
}
