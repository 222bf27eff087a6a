import { useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import { TagsPicker, ThumbsControl, THUMBS_TITLES, tagsQuery, useCreateTag } from '@dd/diary-ui';
import { Button, ErrorText, Form, FormFields, ImageUploader, Input, Textarea } from '@dd/ui-kit';
import { uploadRestaurantImage } from '../api/uploadRestaurantImage';
import type { RestaurantDraft } from '../model/restaurantDraft';
import {
  restaurantPayload,
  type RestaurantDraftErrors,
  type RestaurantPayload,
} from '../model/restaurantPayload';
import { EditorSection } from './EditorSection';
import styles from './RestaurantForm.module.css';

export const FORM_SAVE_ERROR = 'Error saving restaurant';

export type RestaurantFormProps = {
  draft: RestaurantDraft;
  /** Takes an updater too: an upload finishing later must not undo edits made meanwhile. */
  onChange: Dispatch<SetStateAction<RestaurantDraft>>;
  /** Saves the valid payload and the selected tags; a rejection shows the form's error. */
  onSave: (payload: RestaurantPayload, tags: Tag[]) => Promise<unknown>;
  saving: boolean;
  submitLabel: string;
  onCancel?: () => void;
};

/**
 * The restaurant form of SPEC §2: Restaurant Information, Photos,
 * Preferences, Comments and Tags, then Cancel and Save. The draft is the
 * caller's; the form checks it (name, website) before anything is sent.
 */
export function RestaurantForm({
  draft,
  onChange,
  onSave,
  saving,
  submitLabel,
  onCancel,
}: RestaurantFormProps) {
  const [fieldErrors, setFieldErrors] = useState<RestaurantDraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  const websiteRef = useRef<HTMLInputElement>(null);
  const tags = useQuery(tagsQuery());
  const createTag = useCreateTag();

  function edit<K extends keyof RestaurantDraft>(field: K, value: RestaurantDraft[K]) {
    onChange((current) => ({ ...current, [field]: value }));
    if (field === 'name' || field === 'website') {
      setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
    }
    setFormError(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = restaurantPayload(draft);
    if (!result.ok) {
      setFieldErrors(result.errors);
      (result.errors.name ? nameRef : websiteRef).current?.focus();
      return;
    }
    setFieldErrors({});
    setFormError(undefined);
    try {
      await onSave(result.payload, draft.tags);
    } catch {
      setFormError(FORM_SAVE_ERROR);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Restaurant" className={styles.form}>
      <FormFields disabled={saving} className={styles.sections}>
        <EditorSection title="Restaurant Information">
          <Input
            ref={nameRef}
            label="Name"
            name="name"
            required
            autoComplete="off"
            value={draft.name}
            error={fieldErrors.name}
            onChange={(event) => edit('name', event.target.value)}
          />
          <Input
            label="Address"
            name="address"
            autoComplete="street-address"
            value={draft.address}
            onChange={(event) => edit('address', event.target.value)}
          />
          <div className={styles.pair}>
            <Input
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="off"
              value={draft.phone}
              onChange={(event) => edit('phone', event.target.value)}
            />
            <Input
              label="First Visited"
              name="date"
              type="date"
              value={draft.date}
              onChange={(event) => edit('date', event.target.value)}
            />
          </div>
          <Input
            ref={websiteRef}
            label="Website"
            name="website"
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            value={draft.website}
            error={fieldErrors.website}
            onChange={(event) => edit('website', event.target.value)}
          />
        </EditorSection>

        <EditorSection title="Photos">
          <ImageUploader
            images={draft.restaurantImages}
            onChange={(images) => edit('restaurantImages', images)}
            upload={uploadRestaurantImage}
            disabled={saving}
          />
        </EditorSection>

        <EditorSection title="Preferences">
          <ThumbsControl
            value={draft.isThumbsUp}
            onChange={(value) => edit('isThumbsUp', value)}
            titles={THUMBS_TITLES.restaurant}
            disabled={saving}
          />
        </EditorSection>

        <EditorSection title="Comments">
          <Textarea
            label="Notes"
            name="notes"
            rows={4}
            value={draft.notes}
            onChange={(event) => edit('notes', event.target.value)}
          />
        </EditorSection>

        <EditorSection title="Tags">
          <TagsPicker
            label="Restaurant tags"
            allTags={tags.data ?? []}
            selected={draft.tags}
            onChange={(selected) => edit('tags', selected)}
            onCreate={(name) => createTag.mutateAsync(name)}
            disabled={saving}
          />
        </EditorSection>
      </FormFields>

      {formError && <ErrorText>{formError}</ErrorText>}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
