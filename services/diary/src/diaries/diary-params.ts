import { Param } from '@nestjs/common';
import {
  diaryIdParamsSchema,
  diaryInviteParamsSchema,
  diaryInviteTokenParamsSchema,
  diaryMemberParamsSchema,
} from '@dd/contracts';
import { ZodValidationPipe } from '@dd/nest-common';

/** `:id` of /api/diaries/:id: a shared diary's ObjectId or a user's id (400 otherwise). */
export const DiaryIdParam = (): ParameterDecorator =>
  Param(new ZodValidationPipe(diaryIdParamsSchema.transform((params) => params.id)));

/** `:userId` of /api/diaries/:id/members/:userId. */
export const MemberIdParam = (): ParameterDecorator =>
  Param(new ZodValidationPipe(diaryMemberParamsSchema.transform((params) => params.userId)));

/** `:inviteId` of /api/diaries/:id/invites/:inviteId, an ObjectId. */
export const InviteIdParam = (): ParameterDecorator =>
  Param(new ZodValidationPipe(diaryInviteParamsSchema.transform((params) => params.inviteId)));

/** `:token` of /api/invites/:token. */
export const InviteTokenParam = (): ParameterDecorator =>
  Param(new ZodValidationPipe(diaryInviteTokenParamsSchema.transform((params) => params.token)));
