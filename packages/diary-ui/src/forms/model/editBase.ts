import type { EditBase } from '@dd/shell-kit';
import type { DraftCheck } from '../hooks/useDraftForm';

/**
 * Where an edit form starts: the record as read, and the body its untouched
 * draft would send. A save that has to wait for the network is later merged
 * field by field with what changed elsewhere (see updateDiaryRecord).
 */
export function editBaseOf<P extends object>(
  record: object,
  untouched: DraftCheck<P, string>,
): EditBase | undefined {
  if (!untouched.ok) return undefined;
  return {
    sent: untouched.payload as Record<string, unknown>,
    read: record as Record<string, unknown>,
  };
}
