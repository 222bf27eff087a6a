import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { RedisConfig } from '@dd/nest-common';
import type { ExportsConfig } from '../../config';
import { UserJobsQueue } from '../../account-data/user-jobs-queue';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from '../exports-config.token';
import { EXPORT_JOB, EXPORTS_QUEUE, type ExportJobData, type ExportJobResult } from './export-job';

/** The exports queue: jobs are kept an hour past the download window. */
@Injectable()
export class ExportJobsQueue
  extends UserJobsQueue<ExportJobData, ExportJobResult>
  implements OnModuleDestroy
{
  constructor(
    @Inject(EXPORTS_REDIS) redis: RedisConfig,
    @Inject(EXPORTS_CONFIG) config: ExportsConfig,
  ) {
    super(redis, {
      queueName: EXPORTS_QUEUE,
      jobName: EXPORT_JOB,
      latestKey: 'latest-export',
      keepSeconds: Math.ceil(config.ttlMs / 1000) + 3600,
      attempts: 2,
      slotKey: 'export-slot',
      pendingSeconds: 60,
      runningSeconds: 6 * 3600,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }
}
