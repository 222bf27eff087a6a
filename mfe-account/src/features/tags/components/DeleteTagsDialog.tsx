import type { TagWithCounts } from '@dd/contracts';
import { CONFIRM_DIALOG_DEFAULTS, ConfirmDialog } from '@dd/ui-kit';
import { bulkDeleteMessage } from '../model/tagSelection';
import { TAG_TEXTS } from '../model/tagTexts';
import { usageSummary } from '../model/tagUsage';

/** What a confirmed delete removes: one tag (its × button) or the selected tags. */
export type PendingDelete =
  { kind: 'one'; tag: TagWithCounts } | { kind: 'selected'; tags: readonly TagWithCounts[] };

export type DeleteTagsDialogProps = {
  pending: PendingDelete | null;
  deleting: boolean;
  onConfirm: (pending: PendingDelete) => void;
  onCancel: () => void;
};

/**
 * The confirmations of SPEC §2: 'Delete Tag' with the delete dialog's default
 * text (SPEC §9) and the tag it is about, or 'Delete Selected Tags' with the count.
 */
export function DeleteTagsDialog({
  pending,
  deleting,
  onConfirm,
  onCancel,
}: DeleteTagsDialogProps) {
  if (!pending) return null;
  const one = pending.kind === 'one';
  return (
    <ConfirmDialog
      open
      title={one ? TAG_TEXTS.deleteOneTitle : TAG_TEXTS.deleteManyTitle}
      message={
        one ? (
          <>
            {CONFIRM_DIALOG_DEFAULTS.message}
            <br />
            <strong>{pending.tag.name}</strong> ({usageSummary(pending.tag)})
          </>
        ) : (
          bulkDeleteMessage(pending.tags.length)
        )
      }
      loading={deleting}
      onConfirm={() => onConfirm(pending)}
      onCancel={onCancel}
    />
  );
}
