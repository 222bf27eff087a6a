import { z } from 'zod';
import { CONTROL_CHARACTERS_RULE, freeText } from './common';

export const POST_CONTENT_MAX_LENGTH = 5000;

export const createPostSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(POST_CONTENT_MAX_LENGTH, `Must be at most ${POST_CONTENT_MAX_LENGTH} characters`)
    .refine(freeText, CONTROL_CHARACTERS_RULE),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** A post as the API answers it (dates as ISO strings). */
export const postSchema = z.object({
  _id: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime(),
});
export type Post = z.infer<typeof postSchema>;
