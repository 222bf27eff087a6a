import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { TAG_NAME_MAX_LENGTH } from '@dd/contracts';
import { Button } from '@dd/ui-kit';
import { cleanTagName } from '../model/tagNames';
import { TAG_TEXTS } from '../model/tagTexts';
import styles from './TagsToolbar.module.css';

export type AddTagFormProps = {
  /** Creates the tag; the form clears itself once this resolves. */
  onCreate: (name: string) => Promise<unknown>;
  onClose: () => void;
  creating: boolean;
};

/** The inline form the Add Tag button opens: Enter or Add creates; a blank name is ignored. */
export function AddTagForm({ onCreate, onClose, creating }: AddTagFormProps) {
  const [text, setText] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = cleanTagName(text);
    if (name === null || creating) return;
    try {
      await onCreate(name);
      setText('');
    } catch {
      // The page shows the failure; the typed name stays for another try.
    }
  };

  // Escape anywhere in the form (the field or its buttons) closes it.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <form
      className={styles.addForm}
      aria-label="Add tag"
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
    >
      <input
        className={styles.input}
        aria-label="New tag name"
        placeholder={TAG_TEXTS.namePlaceholder}
        value={text}
        maxLength={TAG_NAME_MAX_LENGTH}
        autoFocus
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" loading={creating}>
        Add
      </Button>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
    </form>
  );
}
