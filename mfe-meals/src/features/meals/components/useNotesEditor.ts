import { useEffect, useRef, useState } from 'react';
import { NotesAutosave, type NotesSaveStatus } from '../model/notesAutosave';

/**
 * The notes editor's state around NotesAutosave: the text as typed (never
 * replaced while editing), edit mode, and the save status ('Saved' after a
 * save, until the next keystroke). Leaving the page
 * with unsaved text saves it at once.
 */
export function useNotesEditor(stored: string, save: (notes: string) => Promise<string>) {
  const [text, setText] = useState(stored);
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<NotesSaveStatus>({ saving: false, failed: false });
  // A save has just succeeded: says 'Saved' until the next keystroke.
  const [saved, setSaved] = useState(false);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const [autosave] = useState(
    () =>
      new NotesAutosave({
        stored,
        save: (notes) => saveRef.current(notes),
        onStatus: (next) => {
          setStatus(next);
          setSaved(!next.saving && !next.failed);
        },
      }),
  );

  // Notes changed elsewhere (e.g. a refetch) show when nothing typed is waiting.
  useEffect(() => {
    if (!editing && autosave.adoptStored(stored)) setText(stored);
  }, [stored, editing, autosave]);

  useEffect(() => () => autosave.flush(), [autosave]);

  return {
    text,
    editing,
    saving: status.saving,
    failed: status.failed,
    saved,
    startEditing: () => setEditing(true),
    edit: (next: string) => {
      setText(next);
      setSaved(false);
      autosave.edit(next);
    },
    /** Blur: leave edit mode, cancel the pending autosave and save at once if the text changed. */
    stopEditing: () => {
      setEditing(false);
      autosave.flush();
    },
  };
}
