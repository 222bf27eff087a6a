import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@dd/contracts';
import { tagsQuery, useCreateTag } from '../api/tagsApi';
import { TagsPicker } from './TagsPicker';

export type TagsFieldProps = {
  /** The box's label, e.g. 'Meal tags'. */
  label: string;
  selected: readonly Tag[];
  onChange: (tags: Tag[]) => void;
  disabled?: boolean;
};

/** A diary form's Tags: the tags picker over the user's tags, a new name created through the API. */
export function TagsField({ label, selected, onChange, disabled = false }: TagsFieldProps) {
  const tags = useQuery(tagsQuery());
  const createTag = useCreateTag();
  return (
    <TagsPicker
      label={label}
      allTags={tags.data ?? []}
      selected={selected}
      onChange={onChange}
      onCreate={(name) => createTag.mutateAsync(name)}
      disabled={disabled}
    />
  );
}
