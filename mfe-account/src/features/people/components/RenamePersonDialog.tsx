import { useState } from 'react';
import type { Companion } from '@dd/contracts';
import { COMPANION_NAME_MAX_LENGTH, companionKey, tidyCompanionName } from '@dd/contracts';
import { COMPANION_TEXTS } from '@dd/diary-ui';
import { Button, Dialog, ErrorText, Input } from '@dd/ui-kit';
import { otherPersonNamed, PEOPLE_TEXTS } from '../model/peopleTexts';
import styles from './People.module.css';

export type RenamePersonDialogProps = {
  person: Companion;
  people: readonly Companion[];
  saving: boolean;
  error: string | null;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/**
 * Rename a person on every meal naming them. A name another person of the
 * diary has (whatever its case) merges the two under that person's spelling:
 * the dialog says so first.
 */
export function RenamePersonDialog({
  person,
  people,
  saving,
  error,
  onSave,
  onCancel,
}: RenamePersonDialogProps) {
  const [text, setText] = useState(person.name);
  const name = tidyCompanionName(text);
  const tooLong = name.length > COMPANION_NAME_MAX_LENGTH;
  const unchanged = name === person.name;
  const other = name ? otherPersonNamed(people, name, [person.name]) : undefined;
  const sameKey = companionKey(name) === companionKey(person.name);
  const canSave = !!name && !tooLong && !unchanged;

  return (
    <Dialog
      open
      title={other ? `Merge into ${other.name}?` : PEOPLE_TEXTS.renameTitle}
      onClose={() => {
        if (!saving) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {PEOPLE_TEXTS.cancel}
          </Button>
          <Button type="submit" form="rename-person" disabled={!canSave} loading={saving}>
            {other ? PEOPLE_TEXTS.merge : PEOPLE_TEXTS.save}
          </Button>
        </>
      }
    >
      <form
        id="rename-person"
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          // A merge keeps the spelling the diary has, as the title says.
          if (canSave) onSave(other ? other.name : name);
        }}
      >
        <Input
          label={PEOPLE_TEXTS.nameLabel}
          value={text}
          autoComplete="off"
          autoCapitalize="words"
          disabled={saving}
          error={tooLong ? COMPANION_TEXTS.tooLong : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p className={styles.dialogNote}>
          {other
            ? `${other.name} is already in your diary. Merging makes ${person.name} and ${other.name} one person on every meal.`
            : sameKey && !unchanged
              ? `Every meal will write ${person.name} as ${name}.`
              : `Every meal naming ${person.name} will name the new name instead.`}
        </p>
        {error && <ErrorText>{error}</ErrorText>}
      </form>
    </Dialog>
  );
}
