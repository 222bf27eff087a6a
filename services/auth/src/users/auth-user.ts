import type { AuthUser } from '@dd/contracts';
import type { UserRecord } from './user.schema';

/**
 * The user as tokens carry it and the API answers it: never the password hash.
 * `name` repeats `fullName` for the original client, which reads `user.name`.
 */
export function toAuthUser(user: UserRecord): AuthUser {
  const id = user._id.toHexString();
  return {
    id,
    _id: id,
    email: user.email,
    fullName: user.fullName,
    name: user.fullName,
    userImages: user.userImages.map(({ url, isPrimary, caption }) => ({
      url,
      ...(isPrimary === undefined ? {} : { isPrimary }),
      ...(caption === undefined ? {} : { caption }),
    })),
    newsletter: user.newsletter,
    ...(user.currency ? { currency: user.currency } : {}),
  };
}
