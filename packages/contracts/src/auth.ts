import { z } from 'zod';

export const userImageSchema = z.object({
  url: z.string(),
  isPrimary: z.boolean().optional(),
  caption: z.string().optional(),
});
export type UserImage = z.infer<typeof userImageSchema>;

/** The user as carried in a token's `user` claim and returned by the auth service. */
export const authUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  fullName: z.string(),
  userImages: z.array(userImageSchema),
  newsletter: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** JWT payload issued by the auth service; `exp` is in seconds since the epoch. */
export const tokenPayloadSchema = z.object({
  user: authUserSchema,
  exp: z.number().int(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
