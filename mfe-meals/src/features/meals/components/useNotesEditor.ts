import { useEffect, useRef, useState } from 'react';
import { NotesAutosave, type NotesSaveStatus } from '../model/notesAutosave';

/**
 * The notes editor's state around NotesAutosave: the text as typed (never
 * replaced while editing), edit mode, and the save status. Leaving the page
 * with unsaved text saves it at once.
 */
export function useNotesEditor(stored: string, save: (notes: string) => Promise<string>) {
  const [text, setText] = useState(stored);
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<NotesSaveStatus>({ saving: false, failed: false });
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const [autosave] = useState(
    () =>
      new NotesAutosave({ stored, save: (notes) => saveRef.current(notes), onStatus: setStatus }),
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
    startEditing: () => setEditing(true),
    edit: (next: string) => {
      setText(next);
      autosave.edit(next);
    },
    /** Blur: leave edit mode, cancel the pending autosave and save at once if the text changed. */
    stopEditing: () => {
      setEditing(false);
      autosave.flush();
    },
  };
}
