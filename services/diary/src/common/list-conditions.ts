import type { ThumbsFilter } from '@dd/contracts';
import type { Types } from 'mongoose';
import { afterPosition, decodeCursor } from './page-cursor';

/** Condition for a thumbs filter (product spec §4): unrated means null or missing. */
export function thumbsCondition(filter: ThumbsFilter): Record<string, unknown> {
  switch (filter) {
    case 'thumbsUp':
      return { isThumbsUp: true };
    case 'thumbsDown':
      return { isThumbsUp: false };
    case 'unrated':
      return { isThumbsUp: null };
    case 'all':
      return {};
  }
}

/**
 * The order of every diary list: newest first, the later-created record first
 * within a day. Creation time, not `_id`, breaks ties: ObjectIds made by two
 * service replicas in one second do not follow the order of the writes.
 */
export const NEWEST_FIRST = { date: -1, createdAt: -1, _id: -1 } as const;

/** Conditions every list query shares: the thumbs filter and, for a later page, the keyset position. */
export function filterAndCursorConditions(query: {
  filter: ThumbsFilter;
  cursor?: string;
}): Record<string, unknown>[] {
  const conditions = [thumbsCondition(query.filter)];
  if (query.cursor) conditions.push(afterPosition(decodeCursor(query.cursor)));
  return conditions;
}

/**
 * The restaurants (not) saved for later; nothing to add when the query does
 * not ask. "Not" includes records stored before the field existed.
 */
export function wantToGoConditions(wantToGo: boolean | undefined): Record<string, unknown>[] {
  if (wantToGo === undefined) return [];
  return [{ wantToGo: wantToGo ? true : { $ne: true } }];
}

/** `{ _id: { $in: ids } }`, or nothing to add to an `$or` when there are no ids. */
export function idIn(ids: readonly Types.ObjectId[]): Record<string, unknown>[] {
  return ids.length > 0 ? [{ _id: { $in: ids } }] : [];
}
