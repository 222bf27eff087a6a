import { useId, useState } from 'react';
import type { MergeTagsInput, TagWithCounts } from '@dd/contracts';
import { Button, Dialog } from '@dd/ui-kit';
import { defaultSurvivorId, mergeRequest } from '../model/tagMerge';
import { TAG_TEXTS } from '../model/tagTexts';
import { usageSummary } from '../model/tagUsage';
import styles from './MergeTagsDialog.module.css';

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
  const [survivorId, setSurvivorId] = useState(() => defaultSurvivorId(tags) ?? '');
  const groupName = useId();
  const request = mergeRequest(tags, survivorId);

  return (
    <Dialog
      open
      title={TAG_TEXTS.mergeTitle}
      onClose={() => {
        if (!merging) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={merging}>
            Cancel
          </Button>
          <Button
            onClick={() => request && onConfirm(request)}
            disabled={!request}
            loading={merging}
          >
            {TAG_TEXTS.merge}
          </Button>
        </>
      }
    >
      <p>
        Every restaurant and meal tagged with any of these {tags.length} tags will carry the kept
        tag once. The other tags are deleted.
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Keep this name</legend>
        {tags.map((tag) => (
          <label key={tag._id} className={styles.choice}>
            <input
              type="radio"
              name={groupName}
              value={tag._id}
              checked={tag._id === survivorId}
              disabled={merging}
              onChange={() => setSurvivorId(tag._id)}
            />
            <span className={styles.choiceName}>{tag.name}</span>
            <span className={styles.choiceUsage}>{usageSummary(tag)}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
