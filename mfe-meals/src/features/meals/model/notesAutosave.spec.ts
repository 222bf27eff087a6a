import {
  NOTES_AUTOSAVE_MS,
  NotesAutosave,
  notesDiffer,
  type NotesSaveStatus,
} from './notesAutosave';

type Pending = { notes: string; resolve: (stored: string) => void; reject: (error: Error) => void };

/** A save whose answers the test hands out one by one. */
function controlledSave() {
  const calls: Pending[] = [];
  const save = jest.fn(
    (notes: string) =>
      new Promise<string>((resolve, reject) => calls.push({ notes, resolve, reject })),
  );
  return { save, calls };
}

/** Lets the awaited save answer run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let statuses: NotesSaveStatus[];

function autosave(stored: string, save: (notes: string) => Promise<string>) {
  statuses = [];
  return new NotesAutosave({ stored, save, onStatus: (status) => statuses.push(status) });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('saves 1000 ms after the last key, once per pause', async () => {
  const { save, calls } = controlledSave();
  const notes = autosave('', save);
  let text = '';
  for (const key of 'Good broth') {
    text += key;
    notes.edit(text);
    jest.advanceTimersByTime(200);
  }
  expect(save).not.toHaveBeenCalled();
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS - 200 - 1);
  expect(save).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenLastCalledWith('Good broth');
  expect(statuses.at(-1)).toEqual({ saving: true, failed: false });

  calls[0]!.resolve('Good broth');
  await settle();
  expect(statuses.at(-1)).toEqual({ saving: false, failed: false });

  notes.edit('Good broth!');
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS);
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith('Good broth!');
});

it('flush (blur) cancels the pending timer and saves at once', () => {
  const { save } = controlledSave();
  const notes = autosave('', save);
  notes.edit('Spicy');
  jest.advanceTimersByTime(300);
  notes.flush();
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenLastCalledWith('Spicy');
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS * 3);
  expect(save).toHaveBeenCalledTimes(1);
});

it('sends nothing when the text is the stored notes, or differs only at its ends', () => {
  const { save } = controlledSave();
  const notes = autosave('Crispy', save);
  notes.edit('Crisp');
  notes.edit('Crispy');
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS);
  notes.flush();
  notes.edit('Crispy  \n');
  notes.flush();
  expect(save).not.toHaveBeenCalled();
  expect(notesDiffer('Crispy  \n', 'Crispy')).toBe(false);
  expect(notesDiffer('  Crispy', 'Crispy')).toBe(false);
  expect(notesDiffer('Crispy.', 'Crispy')).toBe(true);
});

it('keeps the text after a failure, reports it, and saves it again on the next pause', async () => {
  const { save, calls } = controlledSave();
  const notes = autosave('', save);
  notes.edit('Salty');
  notes.flush();
  calls[0]!.reject(new Error('Server down'));
  await settle();
  expect(statuses.at(-1)).toEqual({ saving: false, failed: true });
  expect(notes.hasUnsavedText()).toBe(true);

  notes.flush();
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith('Salty');
  calls[1]!.resolve('Salty');
  await settle();
  expect(statuses.at(-1)).toEqual({ saving: false, failed: false });
  expect(notes.hasUnsavedText()).toBe(false);
});

it('sends the newer text after a save that was answered while the user kept typing', async () => {
  const { save, calls } = controlledSave();
  const notes = autosave('', save);
  notes.edit('Tender');
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS);
  notes.edit('Tender beef');
  calls[0]!.resolve('Tender');
  await settle();
  expect(notes.hasUnsavedText()).toBe(true);
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS);
  expect(save.mock.calls.map(([sent]) => sent)).toEqual(['Tender', 'Tender beef']);
});

it('never has two saves out at once: a save asked for meanwhile sends the newest text after the answer', async () => {
  const { save, calls } = controlledSave();
  const notes = autosave('', save);
  notes.edit('A');
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS);
  notes.edit('AB');
  jest.advanceTimersByTime(NOTES_AUTOSAVE_MS);
  notes.edit('ABC');
  notes.flush();
  // Still only the first request: the others wait for its answer.
  expect(save).toHaveBeenCalledTimes(1);

  calls[0]!.resolve('A');
  await settle();
  expect(save).toHaveBeenCalledTimes(2);
  expect(save).toHaveBeenLastCalledWith('ABC');
  calls[1]!.resolve('ABC');
  await settle();
  expect(save).toHaveBeenCalledTimes(2);
  expect(notes.hasUnsavedText()).toBe(false);
});

it('takes over notes changed elsewhere only when nothing typed is waiting', async () => {
  const { save, calls } = controlledSave();
  const notes = autosave('Old', save);
  expect(notes.adoptStored('From a refetch')).toBe(true);

  notes.edit('Typing');
  expect(notes.adoptStored('Other')).toBe(false);
  notes.flush();
  expect(notes.adoptStored('Other')).toBe(false);
  calls[0]!.resolve('Typing');
  await settle();
  expect(notes.adoptStored('Typing')).toBe(true);
});
