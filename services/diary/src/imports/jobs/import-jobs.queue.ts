import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { RedisConfig } from '@dd/nest-common';
import { UserJobsQueue } from '../../account-data/user-jobs-queue';
import { IMPORTS_REDIS } from '../imports-config.token';
import { IMPORT_JOB, IMPORTS_QUEUE, type ImportJobData, type ImportJobResult } from './import-job';

/** How long a finished import's summary can be read back. */
export const IMPORT_KEEP_SECONDS = 7 * 24 * 3600;

/** The imports queue. A job cut off is run again: the import resumes without doubling anything. */
@Injectable()
export class ImportJobsQueue
  extends UserJobsQueue<ImportJobData, ImportJobResult>
  implements OnModuleDestroy
{
  constructor(@Inject(IMPORTS_REDIS) redis: RedisConfig) {
    super(redis, {
      queueName: IMPORTS_QUEUE,
      jobName: IMPORT_JOB,
      latestKey: 'latest-import',
      keepSeconds: IMPORT_KEEP_SECONDS,
      attempts: 3,
      slotKey: 'import-slot',
      // The archive must arrive within HTTP_REQUEST_TIMEOUT_MS (2 min by default).
      pendingSeconds: 15 * 60,
      runningSeconds: 24 * 3600,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }
}
