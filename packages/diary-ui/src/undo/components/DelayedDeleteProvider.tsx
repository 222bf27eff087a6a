import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Toast } from '@dd/ui-kit';
import { DelayedDeletes, UNDO_WINDOW_MS, type DelayedDelete } from '../model/delayedDeletes';
import { UNDO_LABEL } from '../model/undoTexts';
import { DelayedDeleteContext } from './delayedDeleteContext';

/**
 * Holds a remote's deletes for their Undo window and shows the Undo toast.
 * The delete is sent when the window ends, when the user leaves the page,
 * when the tab hides or closes (with keepalive, so it outlives the page),
 * or when the remote itself is left. A failed delete whose page is gone
 * says so in the toast.
 */
export function DelayedDeleteProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<DelayedDelete | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deletes] = useState(
    () =>
      new DelayedDeletes({
        onChange: (next) => {
          setPending(next);
          if (next) setFailure(null);
        },
        onFailure: (failed) => failed.failureText && setFailure(failed.failureText),
      }),
  );
  const { pathname } = useLocation();

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  useEffect(() => deletes.showPage(pathname), [deletes, pathname]);

  useEffect(() => {
    const leaving = () => deletes.send({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leaving);
      leaving();
    };
  }, [deletes]);

  return (
    <DelayedDeleteContext.Provider value={deletes}>
      {children}
      <Toast
        message={pending?.message ?? failure}
        action={pending ? { label: UNDO_LABEL, onClick: () => deletes.undo() } : undefined}
        onHoldChange={(held) => deletes.hold(held)}
      />
    </DelayedDeleteContext.Provider>
  );
}
