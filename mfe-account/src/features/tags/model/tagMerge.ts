import type { MergeTagsInput, TagWithCounts } from '@dd/contracts';

/**
 * The tag a merge keeps by default: the most used one (restaurants plus
 * meals), the first in list order on a tie. Undefined for no tags.
 */
export function defaultSurvivorId(tags: readonly TagWithCounts[]): string | undefined {
  let best: TagWithCounts | undefined;
  for (const tag of tags) if (!best || usage(tag) > usage(best)) best = tag;
  return best?._id;
}

const usage = (tag: TagWithCounts) => tag.restaurantCount + tag.mealCount;

/**
 * The merge request for the chosen survivor: it keeps its id and name, every
 * other selected tag is a source. Null unless the survivor is one of two or
 * more selected tags.
 */
export function mergeRequest(
  tags: readonly { _id: string }[],
  survivorId: string,
): MergeTagsInput | null {
  if (tags.length < 2 || !tags.some((tag) => tag._id === survivorId)) return null;
  return {
    targetId: survivorId,
    sourceIds: tags.filter((tag) => tag._id !== survivorId).map((tag) => tag._id),
  };
}

/** The sentence naming the outcome of a merge, for the page's status line. */
export function mergedMessage(count: number, survivorName: string): string {
  return `Merged ${count} tags into "${survivorName}".`;
}
