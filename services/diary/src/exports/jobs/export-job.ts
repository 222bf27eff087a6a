import type { AuthUser, Category } from '@dd/contracts';

/** The BullMQ queue of exports, under the deployment's REDIS_PREFIX (`dd:bull:diary-exports`). */
export const EXPORTS_QUEUE = 'diary-exports';
export const EXPORT_JOB = 'export';

/** What the worker needs: the owner and what was read with their token at request time. */
export interface ExportJobData {
  userId: string;
  profile: AuthUser;
  categories: Category[];
  requestedAt: string;
}

/** What a finished job leaves behind. */
export interface ExportJobResult {
  size: number;
  finishedAt: string;
  photos: number;
  missingPhotos: number;
}
