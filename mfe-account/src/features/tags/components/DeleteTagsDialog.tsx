import type { TagWithCounts } from '@dd/contracts';
import { DeleteTarget } from '@dd/diary-ui';
import { CONFIRM_DIALOG_DEFAULTS, ConfirmDialog } from '@dd/ui-kit';
import { bulkDeleteMessage } from '../model/tagSelection';
import { TAG_TEXTS } from '../model/tagTexts';
import { mealUsage, restaurantUsage } from '../model/tagUsage';

/** What a confirmed delete removes: one tag (its × button) or the selected tags. */
export type PendingDelete =
  { kind: 'one'; tag: TagWithCounts } | { kind: 'selected'; tags: readonly TagWithCounts[] };

export type DeleteTagsDialogProps = {
  pending: PendingDelete | null;
  onConfirm: (pending: PendingDelete) => void;
  onCancel: () => void;
};

/**
 * The confirmations of product spec §2: 'Delete Tag' with the delete dialog's default
 * text (product spec §9), or 'Delete Selected Tags' with the count; under it, the
 * tags by name.
 */
export function DeleteTagsDialog({ pending, onConfirm, onCancel }: DeleteTagsDialogProps) {
  if (!pending) return null;
  const one = pending.kind === 'one';
  return (
    <ConfirmDialog
      open
      title={one ? TAG_TEXTS.deleteOneTitle : TAG_TEXTS.deleteManyTitle}
      message={one ? CONFIRM_DIALOG_DEFAULTS.message : bulkDeleteMessage(pending.tags.length)}
      detail={
        one ? (
          <>
            <DeleteTarget names={[pending.tag.name]} /> It tags{' '}
            {restaurantUsage(pending.tag.restaurantCount)} and {mealUsage(pending.tag.mealCount)}.
          </>
        ) : (
          <DeleteTarget names={pending.tags.map((tag) => tag.name)} />
        )
      }
      onConfirm={() => onConfirm(pending)}
      onCancel={onCancel}
    />
  );
}
