import { z } from 'zod';

/** BullMQ queue that turns a stored original into its resized variants. */
export const MEDIA_VARIANTS_QUEUE = 'media-variants';
export const MEDIA_VARIANTS_JOB = 'variants';

/** BullMQ key prefix for a service's REDIS_PREFIX, so queues share its namespace (`dd:bull:...`). */
export function mediaQueuePrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/** Job payload: the stored file name; the job id is the same name, so one file has at most one pending job. */
export const variantsJobSchema = z.object({ file: z.string().min(1) });
export type VariantsJobData = z.infer<typeof variantsJobSchema>;
