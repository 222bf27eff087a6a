import { classNames } from '@dd/ui-kit';
import styles from './ViewSwitch.module.css';

export type ViewSwitchOption<V extends string> = { value: V; label: string };

export type ViewSwitchProps<V extends string> = {
  /** Names the group for assistive technology, e.g. 'View'. */
  label: string;
  options: readonly ViewSwitchOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
};

/**
 * A segmented switch between a list's views (e.g. Grid / Timeline): toggle
 * buttons in a labelled group, the current one pressed.
 */
export function ViewSwitch<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: ViewSwitchProps<V>) {
  return (
    <div role="group" aria-label={label} className={classNames(styles.switch, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          className={styles.option}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
