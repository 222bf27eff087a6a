import { BadRequestException } from '@nestjs/common';
import { Types } from 'mongoose';

/** Position after the last item of a page, in the lists' order (date desc, _id desc). */
export interface PagePosition {
  date: string;
  id: string;
}

/** Opaque cursor for the `x-next-cursor` header: base64url of `<date>|<id>`. */
export function encodeCursor({ date, id }: PagePosition): string {
  return Buffer.from(`${date}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): PagePosition {
  const [date, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !date ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    !id ||
    !Types.ObjectId.isValid(id) ||
    id.length !== 24
  ) {
    throw new BadRequestException('cursor: Invalid cursor');
  }
  return { date, id };
}

/** Keyset condition "after `position`" for the order { date: -1, _id: -1 }. */
export function afterPosition({ date, id }: PagePosition) {
  const _id = new Types.ObjectId(id);
  return { $or: [{ date: { $lt: date } }, { date, _id: { $lt: _id } }] };
}
