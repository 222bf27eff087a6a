import {
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import type { Tag } from '@dd/contracts';
import type { PendingTagsHandle } from '../../tags/components/TagsPicker';

/** A draft checked for sending: the API body, or the errors of the fields that keep it back. */
export type DraftCheck<P, F extends string> =
  { ok: true; payload: P } | { ok: false; errors: Partial<Record<F, string>> };

/** The draft's fields that hold text. */
export type TextFieldOf<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/** What a page gives a diary form (restaurant, meal): the draft is the page's. */
export type DiaryFormProps<D extends { tags: Tag[] }, P> = {
  draft: D;
  /** Takes an updater too: an upload finishing later must not undo edits made meanwhile. */
  onChange: Dispatch<SetStateAction<D>>;
  /** Saves the valid payload and the selected tags; a rejection shows the form's error. */
  onSave: (payload: P, tags: Tag[]) => Promise<unknown>;
  /** A save is running (or done, the page about to move on). */
  saving: boolean;
  submitLabel: string;
  onCancel?: () => void;
};

/** A form's own rules for its draft. */
export type DraftRules<D, P, F extends string & keyof D> = {
  /** The API body of a draft, or the errors of its checked fields. */
  check: (draft: D) => DraftCheck<P, F>;
  /** The checked fields in form order: the first one in error takes the focus. */
  checkedFields: readonly F[];
  /** The form's error when a save fails. */
  saveError: string;
};

/**
 * The editing and submitting of a diary form's draft: an edit clears its
 * field's error and the form's error; a submit checks the draft first (the
 * first field in error takes the focus, nothing is sent), then adds what is
 * still typed in the tags box (`tagsBox`, the TagsField's ref) and saves the
 * draft with its tags. `frame` is what DraftForm needs.
 */
export function useDraftForm<D extends { tags: Tag[] }, P, F extends string & keyof D>(
  { draft, onChange, onSave, saving, submitLabel, onCancel }: DiaryFormProps<D, P>,
  { check, checkedFields, saveError }: DraftRules<D, P, F>,
) {
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string>();
  const fields = useRef(new Map<F, HTMLElement | null>());
  const refs = useRef(new Map<F, (element: HTMLElement | null) => void>());
  const tagsBox = useRef<PendingTagsHandle>(null);
  const isChecked = (field: keyof D): field is F =>
    (checkedFields as readonly (keyof D)[]).includes(field);

  /** The callback ref of a checked field's control (stable per field). */
  function fieldRef(field: F) {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => void fields.current.set(field, element);
      refs.current.set(field, ref);
    }
    return ref;
  }

  function edit<K extends keyof D>(field: K, value: D[K]) {
    onChange((current) => ({ ...current, [field]: value }));
    if (isChecked(field)) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
    setFormError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = check(draft);
    if (!result.ok) {
      setFieldErrors(result.errors);
      const first = checkedFields.find((field) => result.errors[field]);
      if (first) fields.current.get(first)?.focus();
      return;
    }
    setFieldErrors({});
    setFormError(undefined);
    let tags: Tag[];
    try {
      tags = tagsBox.current ? await tagsBox.current.commitPending() : draft.tags;
    } catch {
      return; // The tags box says why, and keeps the text for another try.
    }
    try {
      await onSave(result.payload, tags);
    } catch {
      setFormError(saveError);
    }
  }

  /**
   * The props of a text field's Input or Textarea: name, value, its error and
   * (for a checked field) the ref that takes the focus, and the edit.
   */
  function textField<K extends TextFieldOf<D>>(field: K) {
    return {
      name: field,
      value: draft[field] as string,
      error: isChecked(field) ? fieldErrors[field] : undefined,
      ref: isChecked(field) ? fieldRef(field) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        edit(field, event.target.value as D[K]),
    };
  }

  return {
    textField,
    edit,
    tagsBox,
    /** DraftForm's props but its label. */
    frame: { onSubmit: submit, saving, error: formError, submitLabel, onCancel },
  };
}
