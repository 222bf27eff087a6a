import { z } from 'zod';

/** An answer that says what was done: forgot and reset password, every delete, logout. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * Answer of every `DELETE` route, of `POST /api/auth/delete-account` and of
 * `POST /api/auth/logout`: 200 `{ message }`, never a bodiless 204. The
 * product spec allows either; the original client reads the JSON of every OK
 * answer, so a 204 made it report "Failed to delete" for a delete that
 * happened (issue 41).
 */
export const deletedResponseSchema = messageResponseSchema;
export type DeletedResponse = MessageResponse;

/** The `message` of each delete's answer. */
export const DELETED_MESSAGES = {
  restaurant: 'Restaurant deleted',
  restaurantTags: 'Restaurant tags removed',
  meal: 'Meal deleted',
  mealTags: 'Meal tags removed',
  tag: 'Tag deleted',
  share: 'Share link revoked',
  image: 'Image deleted',
  account: 'Account deleted',
  diary: 'Diary deleted',
  member: 'Member removed',
  invitation: 'Invitation revoked',
} as const;
export type DeletedKind = keyof typeof DELETED_MESSAGES;

/** The answer of a delete of `kind`. */
export function deletedResponse(kind: DeletedKind): DeletedResponse {
  return { message: DELETED_MESSAGES[kind] };
}

/** The `message` of `POST /api/auth/logout`'s answer. */
export const LOGGED_OUT_MESSAGE = 'Logged out';
