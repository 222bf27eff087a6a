import { z } from 'zod';
import { objectIdSchema, requiredName } from './common';

/** Longest diary name. */
export const DIARY_NAME_MAX_LENGTH = 60;
/** What the personal diary is called in lists (it is not stored, so it cannot be renamed). */
export const PERSONAL_DIARY_NAME = 'My diary';
/** How long an invitation can be accepted. */
export const DIARY_INVITE_TTL_DAYS = 7;
/** Random bytes behind an invitation token (192 bits, 32 url-safe base64 characters), as share links. */
export const DIARY_INVITE_TOKEN_BYTES = 24;
/** The web app's page an invitation e-mail links to: `<APP_ORIGIN>/invites/<token>`. */
export const DIARY_INVITE_PATH_PREFIX = '/invites';

/** Who may do what in a diary: a viewer reads, an editor reads and writes, an owner does all. */
export const diaryRoleSchema = z.enum(['owner', 'editor', 'viewer'], {
  error: "Expected role 'owner', 'editor' or 'viewer'",
});
export type DiaryRole = z.infer<typeof diaryRoleSchema>;

/** The roles an invitation may give (ownership is handed over by changing a member's role). */
export const diaryInviteRoleSchema = z.enum(['editor', 'viewer'], {
  error: "Expected role 'editor' or 'viewer'",
});
export type DiaryInviteRole = z.infer<typeof diaryInviteRoleSchema>;

/**
 * A diary's id in a path: a shared diary's ObjectId, or a user's id for
 * their personal diary (the personal diary's id is its user's id).
 */
export const diaryIdSchema = z
  .string({ error: 'Invalid id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/**
 * `diaryId` of a list's query or a create's body (restaurants, meals, tags):
 * the diary the records are read from or written to; left out, the caller's
 * personal diary (as before diaries existed).
 */
export const diaryIdField = { diaryId: diaryIdSchema.optional() };

/** `{ id }` of /api/diaries/:id routes. */
export const diaryIdParamsSchema = z.object({ id: diaryIdSchema });

/** `{ userId }` of /api/diaries/:id/members/:userId routes. */
export const diaryMemberParamsSchema = z.object({ userId: diaryIdSchema });

/** `{ inviteId }` of /api/diaries/:id/invites/:inviteId. */
export const diaryInviteParamsSchema = z.object({ inviteId: objectIdSchema });

/** `{ token }` of /api/invites/:token (an unknown shape is answered as an unknown token). */
export const diaryInviteTokenParamsSchema = z.object({
  token: z.string({ error: 'Invalid token' }).regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid token'),
});

/** POST /api/diaries and PUT /api/diaries/:id: the name is trimmed, 1–60 characters. */
export const diaryNameInputSchema = z.object({ name: requiredName(DIARY_NAME_MAX_LENGTH) });
export type DiaryNameInput = z.infer<typeof diaryNameInputSchema>;

/** A diary as its member sees it; the personal diary comes first in lists, with `personal: true`. */
export const diarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  role: diaryRoleSchema,
});
export type Diary = z.infer<typeof diarySchema>;

/** PUT /api/diaries/:id/members/:userId. */
export const diaryMemberRoleInputSchema = z.object({ role: diaryRoleSchema });
export type DiaryMemberRoleInput = z.infer<typeof diaryMemberRoleInputSchema>;

/** A member of a shared diary, as the other members see them: no e-mail. */
export const diaryMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  role: diaryRoleSchema,
  joinedAt: z.string(),
});
export type DiaryMember = z.infer<typeof diaryMemberSchema>;

/** POST /api/diaries/:id/invites: the address is trimmed and lower-cased. */
export const diaryInviteInputSchema = z.object({
  email: z
    .string({ error: 'Required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Invalid e-mail address' }).max(254, 'Invalid e-mail address')),
  role: diaryInviteRoleSchema,
});
export type DiaryInviteInput = z.infer<typeof diaryInviteInputSchema>;

/** A pending invitation, as the diary's owners list it. */
export const diaryInviteSummarySchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: diaryInviteRoleSchema,
  expiresAt: z.string(),
});
export type DiaryInviteSummary = z.infer<typeof diaryInviteSummarySchema>;

/** GET /api/invites/:token: what the invited person is asked to accept. */
export const diaryInviteViewSchema = z.object({
  diaryName: z.string(),
  invitedBy: z.string(),
  role: diaryInviteRoleSchema,
  /** False once accepted, expired or revoked. */
  valid: z.boolean(),
  expiresAt: z.string(),
});
export type DiaryInviteView = z.infer<typeof diaryInviteViewSchema>;

/** POST /api/invites/:token/accept: the diary joined, as GET /api/diaries lists it. */
export const diaryInviteAcceptedSchema = z.object({ diary: diarySchema });
export type DiaryInviteAccepted = z.infer<typeof diaryInviteAcceptedSchema>;
