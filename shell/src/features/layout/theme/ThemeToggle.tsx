import { useTheme } from './useTheme';
import styles from './ThemeToggle.module.css';

/**
 * The glyph follows the page's theme attribute (set before the first paint),
 * not this component's state: a copy of the page painted before the app
 * starts, or rendered on the server, shows the right one.
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <span aria-hidden="true" className={styles.glyph} />
    </button>
  );
}
