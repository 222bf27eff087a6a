import { useId, type ReactNode } from 'react';
import { classNames } from '../classNames';
import styles from './ChoiceList.module.css';

/** One choice of a `ChoiceList`: its value, its name and a muted line beneath. */
export type Choice = {
  value: string;
  label: ReactNode;
  /** E.g. how much uses it ("3 meals"). */
  detail?: ReactNode;
};

export type ChoiceListProps = {
  /** The question the choices answer ("Keep this name"). */
  legend: ReactNode;
  choices: readonly Choice[];
  /** The value of the choice picked ('' for none). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A group of radio buttons, one a row, each row's whole label the target and a
 * finger tall; the picked row is tinted and a long list scrolls within itself
 * (e.g. which name a merge keeps).
 */
export function ChoiceList({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
  className,
}: ChoiceListProps) {
  const group = useId();
  return (
    <fieldset className={classNames(styles.choices, className)}>
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type="radio"
            name={group}
            value={choice.value}
            checked={choice.value === value}
            disabled={disabled}
            onChange={() => onChange(choice.value)}
          />
          <span className={styles.name}>{choice.label}</span>
          {choice.detail != null && <span className={styles.detail}>{choice.detail}</span>}
        </label>
      ))}
    </fieldset>
  );
}
