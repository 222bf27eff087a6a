import { useId, useState } from 'react';
import { DIARY_NAME_MAX_LENGTH, type Diary } from '@dd/contracts';
import { Button, Dialog, ErrorText, Input } from '@dd/ui-kit';
import { DIARY_TEXTS as TEXT } from '../model/diaryTexts';
import styles from './SharedDiaries.module.css';

export type RenameDiaryDialogProps = {
  diary: Diary;
  saving: boolean;
  /** The server's refusal; the name typed stays. */
  error: string | null;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/** The owner renames a shared diary. */
export function RenameDiaryDialog({
  diary,
  saving,
  error,
  onSave,
  onCancel,
}: RenameDiaryDialogProps) {
  const formId = useId();
  const [text, setText] = useState(diary.name);
  const name = text.trim();
  const canSave = name.length > 0 && name !== diary.name;

  return (
    <Dialog
      open
      title={TEXT.renameTitle}
      onClose={() => {
        if (!saving) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!canSave} loading={saving}>
            {TEXT.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) onSave(name);
        }}
      >
        <Input
          label={TEXT.nameLabel}
          value={text}
          required
          maxLength={DIARY_NAME_MAX_LENGTH}
          autoComplete="off"
          disabled={saving}
          onChange={(event) => setText(event.target.value)}
        />
        {error && <ErrorText>{error}</ErrorText>}
      </form>
    </Dialog>
  );
}
