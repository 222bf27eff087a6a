import { diaryIdField } from '@dd/contracts';
import { z } from 'zod';

/** POST /api/imports?fileName=&diaryId=: the file's own name, and the diary to restore into (the personal one when absent). */
export const importQuerySchema = z.object({
  fileName: z.string().optional(),
  ...diaryIdField,
});
export type ImportQuery = z.infer<typeof importQuerySchema>;
