import { LIST_VIEWS, type ListView } from '../model/listView';
import styles from './ViewSwitch.module.css';

export type ViewSwitchProps = {
  value: ListView;
  onChange: (view: ListView) => void;
  /** Called when the pointer or focus reaches a view's button: a chance to fetch its code early. */
  onIntent?: (view: ListView) => void;
};

/** The list's Grid / Map switch: two toggle buttons, the current one pressed. */
export function ViewSwitch({ value, onChange, onIntent }: ViewSwitchProps) {
  return (
    <div className={styles.switch} role="group" aria-label="View">
      {LIST_VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          className={styles.button}
          aria-pressed={value === view.value}
          onClick={() => onChange(view.value)}
          onPointerEnter={() => onIntent?.(view.value)}
          onFocus={() => onIntent?.(view.value)}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
