/** The ids of the selected chips. Immutable: every change answers a new set. */
export type TagSelection = ReadonlySet<string>;

export const NO_SELECTION: TagSelection = new Set();

export function toggleSelected(selection: TagSelection, id: string): TagSelection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The selection without ids that are no longer tags (deleted or merged away). */
export function keepExisting(
  selection: TagSelection,
  tags: readonly { _id: string }[],
): TagSelection {
  if (selection.size === 0) return selection;
  const existing = new Set(tags.map((tag) => tag._id));
  const kept = [...selection].filter((id) => existing.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The selected tags in list order. */
export function selectedTags<T extends { _id: string }>(
  tags: readonly T[],
  selection: TagSelection,
): T[] {
  return selection.size === 0 ? [] : tags.filter((tag) => selection.has(tag._id));
}

/** product spec §2: Clear appears with several tags selected; the bulk delete with any. */
export function selectionActions(count: number): {
  clear: boolean;
  bulkDelete: boolean;
  merge: boolean;
} {
  return { clear: count >= 2, bulkDelete: count >= 1, merge: count >= 2 };
}

export const bulkDeleteLabel = (count: number) => `Delete ${count} tag(s)`;

export const bulkDeleteMessage = (count: number) =>
  `Are you sure you want to delete ${count} selected tag(s)? This action cannot be undone.`;
