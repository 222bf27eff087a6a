import { BadRequestException } from '@nestjs/common';
import { type Diary, PERSONAL_DIARY_NAME } from '@dd/contracts';
import type { DiaryAccessGrant } from './diary-access';

/** The personal diary of a user: not stored, its id is the user's id. */
export function personalDiaryOf(userId: string): Diary {
  return { _id: userId, name: PERSONAL_DIARY_NAME, personal: true, role: 'owner' };
}

/** 400 with `message` when the request is about the personal diary, which is never shared. */
export function refusePersonal(grant: DiaryAccessGrant, message: string): void {
  if (grant.personal) throw new BadRequestException(message);
}

export const PERSONAL_NOT_SHARED = 'The personal diary cannot be shared';
