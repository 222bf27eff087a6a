import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '@dd/contracts';
import { encodeCursor, PagePosition } from './page-cursor';

/** One page of records, plus where the next page starts (none on the last page). */
export interface Page<T> {
  items: T[];
  next?: PagePosition;
}

/**
 * Cuts `limit + 1` fetched records to a page: the extra record only proves a
 * next page exists. Without a limit everything is one page.
 */
export function toPage<T extends { date: string; createdAt: Date; _id: { toHexString(): string } }>(
  records: T[],
  limit: number | undefined,
): Page<T> {
  if (limit === undefined || records.length <= limit) return { items: records };
  const items = records.slice(0, limit);
  const last = items[items.length - 1]!;
  return {
    items,
    next: { date: last.date, createdAt: last.createdAt.getTime(), id: last._id.toHexString() },
  };
}

/** Sends the next page's cursor in the `x-next-cursor` header, so the body stays the spec's array. */
export function setNextCursor(reply: FastifyReply, next: PagePosition | undefined): void {
  if (next) void reply.header(NEXT_CURSOR_HEADER, encodeCursor(next));
}
