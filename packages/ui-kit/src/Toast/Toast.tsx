import { useEffect, useState, type ReactNode } from 'react';
import styles from './Toast.module.css';

export type ToastAction = { label: string; onClick: () => void };

export type ToastProps = {
  /** The toast's sentence; nothing is in the page while it is null. */
  message: ReactNode | null;
  /** One button beside the message, e.g. Undo. */
  action?: ToastAction;
  /** The pointer or the keyboard is on the toast (true) or has left it (false): time it out only meanwhile. */
  onHoldChange?: (held: boolean) => void;
};

/**
 * A short message at the bottom of the screen, in a polite live region; the
 * action is a real button with a 44 px target.
 */
export function Toast({ message, action, onHoldChange }: ToastProps) {
  // The empty region goes in one render before its text: screen readers
  // announce text added to a live region already in the page more reliably.
  const [announced, setAnnounced] = useState<ReactNode | null>(null);
  useEffect(() => setAnnounced(message), [message]);
  if (message === null && announced === null) return null;

  const hold = (held: boolean) => onHoldChange?.(held);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {message !== null && announced !== null && (
        <div
          className={styles.toast}
          onMouseEnter={() => hold(true)}
          onMouseLeave={() => hold(false)}
          onFocus={() => hold(true)}
          onBlur={() => hold(false)}
        >
          <p className={styles.message}>{message}</p>
          {action && (
            <button type="button" className={styles.action} onClick={action.onClick}>
              {action.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
