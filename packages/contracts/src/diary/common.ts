import { z } from 'zod';
import { CONTROL_CHARACTERS_RULE, freeText, singleLine } from '../common';

/** A MongoDB ObjectId as 24 hex digits, the form every diary `_id` takes on the wire. */
export const objectIdSchema = z
  .string({ error: 'Invalid id' })
  .regex(/^[0-9a-fA-F]{24}$/, 'Invalid id')
  .transform((id) => id.toLowerCase());

/** `{ id }` route parameters. */
export const idParamsSchema = z.object({ id: objectIdSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/** The days a diary entry may carry: any real visit, without year-0 or year-9999 oddities. */
export const DIARY_DATE_MIN = '1900-01-01';
export const DIARY_DATE_MAX = '2100-12-31';

/**
 * A calendar day `YYYY-MM-DD` between DIARY_DATE_MIN and DIARY_DATE_MAX. A
 * full ISO date-time is accepted too and keeps the day as written (its local
 * date), so a diary entry never moves a day because of the server's time zone.
 */
export const diaryDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], {
    error: 'Expected a date (YYYY-MM-DD)',
  })
  .transform((value) => value.slice(0, 10))
  .refine(
    (day) => day >= DIARY_DATE_MIN && day <= DIARY_DATE_MAX,
    `Must be a date between ${DIARY_DATE_MIN} and ${DIARY_DATE_MAX}`,
  );

/** Today as `YYYY-MM-DD` in UTC: the default first-visited date of a restaurant. */
export function todayAsDiaryDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** true = would visit/order again, false = would not, null = unrated. */
export const thumbsValueSchema = z.boolean().nullable();
export type ThumbsValue = z.infer<typeof thumbsValueSchema>;

export const thumbsInputSchema = z.object({ isThumbsUp: thumbsValueSchema });
export type ThumbsInput = z.infer<typeof thumbsInputSchema>;

/** Optional free text: trimmed, `null` read as empty; line breaks kept, other control characters refused. */
export function optionalText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(freeText, CONTROL_CHARACTERS_RULE)
    .nullable()
    .transform((value) => value ?? '');
}

/** A required name: trimmed, not blank, one line without control characters. */
export function requiredName(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, 'Required')
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(singleLine, CONTROL_CHARACTERS_RULE);
}

/** `{ _id, name }`: how a restaurant or a tag appears inside another record. */
export const namedRefSchema = z.object({ _id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;
