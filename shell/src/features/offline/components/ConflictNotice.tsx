import { outbox, useOutbox } from '@dd/shell-kit';
import { Toast } from '@dd/ui-kit';
import { CONFLICT_NOTICE, conflictDetail } from '../model/conflictText';

/**
 * Says when an edit made offline overrode a change made on another device
 * meanwhile (docs/decisions.md, "Offline edits"); stays until dismissed.
 */
export function ConflictNotice() {
  const [conflict] = useOutbox().conflicts;
  return (
    <Toast
      message={conflict ? `${CONFLICT_NOTICE}. ${conflictDetail(conflict)}` : null}
      action={
        conflict ? { label: 'OK', onClick: () => outbox.dismissConflict(conflict.id) } : undefined
      }
    />
  );
}
