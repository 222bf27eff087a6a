import { useEffect, useId, useRef, type ReactNode } from 'react';
import { classNames } from '../classNames';
import styles from './Dialog.module.css';

export type DialogProps = {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, on a backdrop click, or by the caller's own buttons. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons shown at the bottom right. */
  actions?: ReactNode;
  className?: string;
};

/**
 * A modal built on the native <dialog>: the browser provides the top layer,
 * focus containment, inert background and Escape handling. The parent owns the
 * open state; Escape and backdrop clicks only ask it to close.
 */
export function Dialog({ open, title, onClose, children, actions, className }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) showModal(dialog);
  }, [open]);

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={classNames(styles.dialog, className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so only backdrop clicks target the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children && <div className={styles.body}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </dialog>
  );
}

function showModal(dialog: HTMLDialogElement) {
  // Engines without modal <dialog> support (older Safari, jsdom) still get a visible dialog.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
