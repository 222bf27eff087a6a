import { Injectable, NotFoundException } from '@nestjs/common';
import { DiaryAccess, type DiaryNeed } from './diary-access';

/**
 * How every record service (restaurants, meals, tags, tag links) applies
 * DiaryAccess, in one place:
 * - a list or a create names its diary (`diaryId`), or means the caller's
 *   personal diary (its id is the user's): `diaryFor`;
 * - a route with a record's id reads the record by `_id`, then checks the
 *   caller's role in the record's diary: `record`. A missing record and one
 *   in a diary the caller is not a member of answer alike, with the route's
 *   own 404 text (never a hint that the diary or the record exists); a role
 *   too low answers DiaryAccess's 403.
 */
@Injectable()
export class DiaryRecordsAccess {
  constructor(private readonly access: DiaryAccess) {}

  /** The diary a list or create is about, once the user may `need` it (404 / 403 from DiaryAccess). */
  async diaryFor(userId: string, diaryId: string | undefined, need: DiaryNeed): Promise<string> {
    const id = diaryId ?? userId;
    await this.access.require(userId, id, need);
    return id;
  }

  /** The record `read` found, once the user may `need` its diary; else 404 `notFound` (or 403). */
  async record<T extends { diaryId: string }>(
    userId: string,
    read: () => Promise<T | null>,
    need: DiaryNeed,
    notFound: string,
  ): Promise<T> {
    const record = await read();
    if (!record) throw new NotFoundException(notFound);
    try {
      await this.access.require(userId, record.diaryId, need);
    } catch (error) {
      if (error instanceof NotFoundException) throw new NotFoundException(notFound);
      throw error;
    }
    return record;
  }
}
