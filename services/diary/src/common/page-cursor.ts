import { BadRequestException } from '@nestjs/common';
import { Types } from 'mongoose';

/**
 * Position after the last item of a page, in the lists' order (NEWEST_FIRST:
 * date desc, then creation time desc, then _id desc).
 */
export interface PagePosition {
  date: string;
  /** The record's createdAt in milliseconds. */
  createdAt: number;
  id: string;
}

/** Opaque cursor for the `x-next-cursor` header: base64url of `<date>|<createdAt ms>|<id>`. */
export function encodeCursor({ date, createdAt, id }: PagePosition): string {
  return Buffer.from(`${date}|${createdAt}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): PagePosition {
  const [date, createdAt, id, ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  if (
    rest.length > 0 ||
    !date ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    !createdAt ||
    !/^\d{1,15}$/.test(createdAt) ||
    !id ||
    !Types.ObjectId.isValid(id) ||
    id.length !== 24
  ) {
    throw new BadRequestException('cursor: Invalid cursor');
  }
  return { date, createdAt: Number(createdAt), id };
}

/** Keyset condition "after `position`" for the order { date: -1, createdAt: -1, _id: -1 }. */
export function afterPosition({ date, createdAt, id }: PagePosition) {
  const created = new Date(createdAt);
  const _id = new Types.ObjectId(id);
  return {
    $or: [
      { date: { $lt: date } },
      { date, createdAt: { $lt: created } },
      { date, createdAt: created, _id: { $lt: _id } },
    ],
  };
}
