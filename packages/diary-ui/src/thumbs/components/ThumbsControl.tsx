import type { ThumbsValue } from '@dd/contracts';
import { classNames } from '@dd/ui-kit';
import { nextThumbsValue, type ThumbsTitles } from '../model/thumbs';
import styles from './ThumbsControl.module.css';

export type ThumbsControlProps = {
  /** true = up, false = down, null or missing = unrated. */
  value: ThumbsValue | undefined;
  onChange: (next: ThumbsValue) => void;
  titles: ThumbsTitles;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

function ThumbIcon({ direction }: { direction: 'up' | 'down' }) {
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

/**
 * Thumbs up and down as two toggle buttons (aria-pressed); pressing the
 * active one clears the rating (SPEC §4). Titles are the spec's texts and
 * also the buttons' accessible names.
 */
export function ThumbsControl({
  value,
  onChange,
  titles,
  disabled = false,
  size = 'md',
  className,
}: ThumbsControlProps) {
  const button = (pressed: boolean) => {
    const active = value === pressed;
    const direction = pressed ? 'up' : 'down';
    const title = pressed ? titles.up : titles.down;
    return (
      <button
        type="button"
        title={title}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        className={classNames(styles.thumb, styles[direction], active && styles.active)}
        onClick={(event) => {
          // Cards are links: a thumb press must not navigate.
          event.preventDefault();
          event.stopPropagation();
          onChange(nextThumbsValue(value, pressed));
        }}
      >
        <ThumbIcon direction={direction} />
      </button>
    );
  };
  return (
    <div
      className={classNames(styles.control, styles[size], className)}
      role="group"
      aria-label="Rating"
    >
      {button(true)}
      {button(false)}
    </div>
  );
}
