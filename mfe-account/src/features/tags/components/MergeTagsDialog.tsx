import type { MergeTagsInput, TagWithCounts } from '@dd/contracts';
import { ChoiceDialog } from '@dd/ui-kit';
import { defaultSurvivorId, mergeRequest } from '../model/tagMerge';
import { TAG_TEXTS } from '../model/tagTexts';
import { usageSummary } from '../model/tagUsage';

export type MergeTagsDialogProps = {
  /** The selected tags (two or more). */
  tags: readonly TagWithCounts[];
  merging: boolean;
  onConfirm: (request: MergeTagsInput) => void;
  onCancel: () => void;
};

/**
 * Merge: pick the name that survives (the most used tag by default). Every
 * restaurant and meal carrying any of the tags ends up with the survivor
 * once; the other tags are deleted. The server does it in one operation.
 */
export function MergeTagsDialog({ tags, merging, onConfirm, onCancel }: MergeTagsDialogProps) {
  return (
    <ChoiceDialog
      title={TAG_TEXTS.mergeTitle}
      message={`Every restaurant and meal tagged with any of these ${tags.length} tags will carry the kept tag once. The other tags are deleted.`}
      legend="Keep this name"
      choices={tags.map((tag) => ({
        value: tag._id,
        label: tag.name,
        detail: usageSummary(tag),
      }))}
      initial={defaultSurvivorId(tags) ?? ''}
      confirmLabel={TAG_TEXTS.merge}
      canConfirm={(survivorId) => mergeRequest(tags, survivorId) !== null}
      onConfirm={(survivorId) => {
        const request = mergeRequest(tags, survivorId);
        if (request) onConfirm(request);
      }}
      onCancel={onCancel}
      busy={merging}
    />
  );
}
