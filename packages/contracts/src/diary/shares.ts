import { z } from 'zod';
import { objectIdSchema } from './common';
import { diaryListQuerySchema } from './list-query';

/** The path of the public page of a share link: `/s/<token>`. */
export const SHARE_PATH_PREFIX = '/s';
/** Random bytes behind a share token (192 bits, 32 url-safe base64 characters). */
export const SHARE_TOKEN_BYTES = 24;
/** A restaurants share keeps at most this many, the newest first, of what the filter matched. */
export const SHARE_MAX_RESTAURANTS = 500;

/** What a share shows: the restaurant list as filtered at creation, one restaurant, or one meal. */
export const shareScopeSchema = z.discriminatedUnion(
  'kind',
  [
    diaryListQuerySchema
      .pick({ filter: true, q: true, tagId: true, diaryId: true })
      .extend({ kind: z.literal('restaurants') })
      .strict(),
    z.object({ kind: z.literal('restaurant'), id: objectIdSchema }).strict(),
    z.object({ kind: z.literal('meal'), id: objectIdSchema }).strict(),
  ],
  { error: "Expected kind 'restaurants', 'restaurant' or 'meal'" },
);
export type ShareScope = z.infer<typeof shareScopeSchema>;

/** POST /api/shares: notes, photos, prices and who you were with are left out unless asked for. */
export const createShareSchema = z
  .object({
    scope: shareScopeSchema,
    includeNotes: z.boolean().default(false),
    includePhotos: z.boolean().default(false),
    includePrices: z.boolean().default(false),
    includeCompanions: z.boolean().default(false),
  })
  .strict();
export type CreateShareInput = z.infer<typeof createShareSchema>;

/**
 * A share link as its owner sees it (GET /api/shares). `path` (`/s/<token>`)
 * is answered once, by the POST that made it: only a hash of the token is kept.
 */
export const shareSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(['restaurants', 'restaurant', 'meal']),
  /** What is shared, as the page's title reads ("Pho Bar", "12 restaurants"). */
  title: z.string(),
  /** The filter, search and tag the list was chosen by, or the restaurant of a meal. */
  description: z.string(),
  includeNotes: z.boolean(),
  includePhotos: z.boolean(),
  includePrices: z.boolean(),
  /** Optional for links made before companions (read as false). */
  includeCompanions: z.boolean().optional(),
  createdAt: z.string(),
  /** How many times the page was opened. */
  opens: z.number().int().nonnegative(),
  path: z.string().optional(),
});
export type ShareSummary = z.infer<typeof shareSummarySchema>;
