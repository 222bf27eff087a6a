import type { Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import { useFormDiary } from '../../forms/hooks/useFormDiary';
import { tagsQuery, useCreateTag } from '../api/tagsApi';
import { TagsPicker, type PendingTagsHandle } from './TagsPicker';

export type TagsFieldProps = {
  /** The box's label, e.g. 'Meal tags'. */
  label: string;
  selected: readonly Tag[];
  onChange: (tags: Tag[]) => void;
  disabled?: boolean;
  /** The form's handle on text typed but not yet added (useDraftForm's `tagsBox`). */
  ref?: Ref<PendingTagsHandle>;
};

/**
 * A diary form's Tags: the tags picker over the tags of the form's diary
 * (useFormDiary), a new name created there through the API.
 */
export function TagsField({ label, selected, onChange, disabled = false, ref }: TagsFieldProps) {
  const diaryId = useFormDiary();
  const tags = useQuery(tagsQuery(diaryId));
  const createTag = useCreateTag(diaryId);
  return (
    <TagsPicker
      label={label}
      allTags={tags.data ?? []}
      selected={selected}
      onChange={onChange}
      onCreate={(name) => createTag.mutateAsync(name)}
      disabled={disabled}
      ref={ref}
    />
  );
}
