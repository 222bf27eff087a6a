import { useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import {
  PhotosField,
  TagsPicker,
  THUMBS_TITLES,
  ThumbsControl,
  tagsQuery,
  useCreateTag,
} from '@dd/diary-ui';
import { Button, ErrorText, Form, FormFields, Input, Textarea } from '@dd/ui-kit';
import type { MealDraft } from '../model/mealDraft';
import { mealPayload, type MealDraftErrors, type MealPayload } from '../model/mealPayload';
import { MEAL_ERRORS } from '../model/texts';
import { FormSection } from './FormSection';
import { RestaurantPicker } from './RestaurantPicker';
import styles from './MealForm.module.css';

export type MealFormProps = {
  draft: MealDraft;
  /** Takes an updater too: an upload finishing later must not undo edits made meanwhile. */
  onChange: Dispatch<SetStateAction<MealDraft>>;
  /** Saves the valid payload and the selected tags; a rejection shows the form's error. */
  onSave: (payload: MealPayload, tags: Tag[]) => Promise<unknown>;
  /** A save is running, or has succeeded and the page is about to move on. */
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
};

/**
 * The meal form of SPEC §2: Meal Name, Restaurant, Date, Order Again?, Notes,
 * Tags and Photos, then Cancel and Save. The draft is the caller's; the form
 * checks it (name and date required) before anything is sent.
 */
export function MealForm({
  draft,
  onChange,
  onSave,
  saving,
  submitLabel,
  onCancel,
}: MealFormProps) {
  const [fieldErrors, setFieldErrors] = useState<MealDraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const tags = useQuery(tagsQuery());
  const createTag = useCreateTag();

  function edit<K extends keyof MealDraft>(field: K, value: MealDraft[K]) {
    onChange((current) => ({ ...current, [field]: value }));
    if (field === 'name' || field === 'date')
      setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
    setFormError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = mealPayload(draft);
    if (!result.ok) {
      setFieldErrors(result.errors);
      (result.errors.name ? nameRef : dateRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setFormError(undefined);
    try {
      await onSave(result.payload, draft.tags);
    } catch {
      setFormError(MEAL_ERRORS.saveForm);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Meal" className={styles.form}>
      <FormFields disabled={saving} className={styles.sections}>
        <FormSection title="Meal Details">
          <Input
            ref={nameRef}
            label="Meal Name"
            name="name"
            required
            autoComplete="off"
            value={draft.name}
            error={fieldErrors.name}
            onChange={(event) => edit('name', event.target.value)}
          />
          <RestaurantPicker
            value={draft.restaurant}
            onChange={(restaurant) => edit('restaurant', restaurant)}
            disabled={saving}
          />
          <Input
            ref={dateRef}
            label="Date"
            name="date"
            type="date"
            required
            value={draft.date}
            error={fieldErrors.date}
            onChange={(event) => edit('date', event.target.value)}
          />
          <fieldset className={styles.rating}>
            <legend className={styles.ratingLegend}>Order Again?</legend>
            <ThumbsControl
              value={draft.isThumbsUp}
              onChange={(value) => edit('isThumbsUp', value)}
              titles={THUMBS_TITLES.meal}
              disabled={saving}
            />
          </fieldset>
        </FormSection>

        <FormSection title="Notes">
          <Textarea
            label="Notes"
            name="notes"
            rows={5}
            placeholder="Add notes about this meal... (Markdown supported)"
            value={draft.notes}
            onChange={(event) => edit('notes', event.target.value)}
          />
        </FormSection>

        <FormSection title="Tags">
          <TagsPicker
            label="Meal tags"
            allTags={tags.data ?? []}
            selected={draft.tags}
            onChange={(selected) => edit('tags', selected)}
            onCreate={(name) => createTag.mutateAsync(name)}
            disabled={saving}
          />
        </FormSection>

        <FormSection title="Photos">
          <PhotosField
            images={draft.mealImages}
            onChange={(images) => edit('mealImages', images)}
            disabled={saving}
          />
        </FormSection>
      </FormFields>

      {formError && <ErrorText>{formError}</ErrorText>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
