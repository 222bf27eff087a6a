import { useEffect, useRef, type MouseEvent } from 'react';
import type { Meal } from '@dd/contracts';
import { DetailSection } from '@dd/diary-ui';
import { Button, ErrorText } from '@dd/ui-kit';
import { useSaveMealNotes } from '../api/useSaveMealNotes';
import { MEAL_ERRORS } from '../model/texts';
import { NotesMarkdown } from './NotesMarkdown';
import { useNotesEditor } from './useNotesEditor';
import styles from './MealNotes.module.css';

export const NOTES_PLACEHOLDER = 'Add notes about this meal... (Markdown supported)';
export const NOTES_EMPTY_TEXT = 'Click to add notes (Markdown supported)';
const NOTES_SAVING = 'Saving...';
export const NOTES_SAVED = 'Saved';

/**
 * The Notes section (product spec §2, §4): markdown, and a click switches to a focused
 * text area that saves 1000 ms after typing stops and at once on blur.
 * Read-only (a viewer's): the notes as written, and no section without any.
 */
export function MealNotes({ meal, readOnly = false }: { meal: Meal; readOnly?: boolean }) {
  const save = useSaveMealNotes(meal);
  const notes = useNotesEditor(meal.notes ?? '', save);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const textarea = textareaRef.current;
    if (!notes.editing || !textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [notes.editing]);

  const openFromText = (event: MouseEvent<HTMLDivElement>) => {
    // A link in the notes opens (in a new tab); it does not start editing.
    if ((event.target as Element).closest('a')) return;
    notes.startEditing();
  };

  const hasText = notes.text.trim() !== '';
  if (readOnly)
    return hasText ? (
      <DetailSection title="Notes">
        <NotesMarkdown text={notes.text} />
      </DetailSection>
    ) : null;
  return (
    <DetailSection
      title="Notes"
      action={
        !notes.editing && hasText ? (
          <Button variant="secondary" size="sm" onClick={notes.startEditing}>
            Edit Notes
          </Button>
        ) : undefined
      }
    >
      {notes.editing ? (
        <textarea
          ref={textareaRef}
          aria-label="Notes"
          className={styles.textarea}
          value={notes.text}
          placeholder={NOTES_PLACEHOLDER}
          rows={8}
          onChange={(event) => notes.edit(event.target.value)}
          onBlur={notes.stopEditing}
        />
      ) : hasText ? (
        // Mouse users click the text; keyboard users have the Edit Notes button.
        <div className={styles.view} onClick={openFromText}>
          <NotesMarkdown text={notes.text} />
        </div>
      ) : (
        <button type="button" className={styles.empty} onClick={notes.startEditing}>
          {NOTES_EMPTY_TEXT}
        </button>
      )}
      <p role="status" className={styles.status}>
        {notes.saving ? NOTES_SAVING : notes.saved ? NOTES_SAVED : ''}
      </p>
      {notes.failed && <ErrorText>{MEAL_ERRORS.saveNotes}</ErrorText>}
    </DetailSection>
  );
}
