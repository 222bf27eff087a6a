import type { ThumbsValue } from '@dd/contracts';
import { classNames } from '@dd/ui-kit';
import { nextThumbsValue, type ThumbsTitles } from '../model/thumbs';
import styles from './ThumbsControl.module.css';
import { ThumbIcon } from './ThumbIcon';

export type ThumbsControlProps = {
  /** true = up, false = down, null or missing = unrated. */
  value: ThumbsValue | undefined;
  onChange: (next: ThumbsValue) => void;
  titles: ThumbsTitles;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * Thumbs up and down as two toggle buttons (aria-pressed); pressing the
 * active one clears the rating (product spec §4). Titles are the spec's texts and
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
