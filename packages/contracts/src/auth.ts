import { z } from 'zod';
import { CONTROL_CHARACTERS_RULE, singleLine } from './common';
import { IMAGE_URL_RULE } from './diary/images';
import { isAllowedImageUrl } from './diary/links';
import { currencyCodeSchema } from './diary/price';
import { messageResponseSchema } from './messages';

export const userImageSchema = z.object({
  url: z.string(),
  isPrimary: z.boolean().optional(),
  caption: z.string().optional(),
});
export type UserImage = z.infer<typeof userImageSchema>;

/**
 * The user as carried in a token's `user` claim and returned by the auth
 * service. `_id` is `id` again, under the name every other entity of the spec
 * uses; `name` is `fullName` again, under the name the original client's
 * navigation bar reads (issue 41). Tokens issued before either was added lack
 * it, hence optional.
 */
export const authUserSchema = z.object({
  id: z.string().min(1),
  _id: z.string().min(1).optional(),
  email: z.string(),
  fullName: z.string(),
  name: z.string().optional(),
  userImages: z.array(userImageSchema),
  newsletter: z.boolean(),
  /** The currency a new meal's price is in (ISO 4217); absent for accounts from before prices. */
  currency: z.string().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * JWT payload issued by the auth service; `exp` and `iat` are in seconds since
 * the epoch. `jti` names the token (logout revokes it); `gen` is the user's
 * session generation, raised by a password change or reset or an e-mail
 * change to revoke every token issued before it. Tokens without `gen` count as generation 0.
 */
export const tokenPayloadSchema = z.object({
  user: authUserSchema,
  exp: z.number().int(),
  iat: z.number().int().optional(),
  jti: z.string().min(1).optional(),
  gen: z.number().int().min(0).optional(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 256;
export const FULL_NAME_MAX_LENGTH = 100;
export const USER_IMAGES_MAX = 20;

const emailSchema = z.string().trim().max(254).pipe(z.email('Invalid email address'));
const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(FULL_NAME_MAX_LENGTH)
  .refine(singleLine, CONTROL_CHARACTERS_RULE);
const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);
/** A password being checked, not set: any non-empty string (older rules may have allowed it). */
const presentedPasswordSchema = z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH);

export const signupRequestSchema = z.object({
  email: emailSchema,
  fullName: fullNameSchema,
  password: newPasswordSchema,
  newsletter: z.boolean().default(false),
  /** The browser's locale's currency, the default of meal prices; changeable in the profile. */
  currency: currencyCodeSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Required').max(254),
  password: presentedPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const updateProfileRequestSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  /** Left out: the saved images stay as they are. */
  userImages: z
    .array(
      userImageSchema.extend({
        // Our uploads or https only: never `javascript:`, `data:` or plain http elsewhere.
        url: z
          .string()
          .trim()
          .min(1, 'Required')
          .max(2048)
          .refine(isAllowedImageUrl, IMAGE_URL_RULE),
        caption: z.string().max(500).refine(singleLine, CONTROL_CHARACTERS_RULE).optional(),
      }),
    )
    .max(USER_IMAGES_MAX)
    .optional(),
  /** Left out: the default currency of meal prices stays as it is. */
  currency: currencyCodeSchema.optional(),
  /** Required when the e-mail changes (it is what a password reset is sent to); never stored. */
  currentPassword: presentedPasswordSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: presentedPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ password: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Answer of signup and login (product spec §7, "the token"): the JWT itself, as a JSON string. */
export const tokenResponseSchema = z.string().min(1);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Answer of a profile update: the saved user and a token carrying it. */
export const profileResponseSchema = z.object({ user: authUserSchema, token: z.string() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** Answer of a password change: every earlier token is revoked, `token` replaces them. */
export const passwordChangedResponseSchema = messageResponseSchema.extend({ token: z.string() });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;
