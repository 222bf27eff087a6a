import { classNames } from '../classNames';
import styles from './Spinner.module.css';

/** A small decorative spinner; the surrounding control announces the busy state. */
export function Spinner({ className }: { className?: string }) {
  return <span className={classNames(styles.spinner, className)} aria-hidden="true" />;
}
