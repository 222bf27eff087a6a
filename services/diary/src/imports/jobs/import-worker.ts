import { rm } from 'node:fs/promises';
import {
  HttpException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import type { RedisConfig } from '@dd/nest-common';
import { UserFiles } from '../../account-data/user-files';
import { UserJobsWorker } from '../../account-data/user-jobs-worker';
import { DiaryAccess } from '../../diaries/diary-access';
import { OwnedSharedDiaries } from '../../diaries/owned-shared-diaries';
import type { ImportsConfig } from '../../config';
import { MediaPhotosClient } from '../../upstream/media-photos.client';
import { YelpCategoriesClient } from '../../upstream/yelp-categories.client';
import { ImportArchive } from '../archive/import-archive';
import { ImportRefusedError } from '../archive/import-refused';
import { planImport } from '../format/import-plan';
import { readDiaryExport } from '../format/read-diary-export';
import { IMPORTS_CONFIG, IMPORTS_REDIS } from '../imports-config.token';
import { DiaryRestorer } from '../restore/diary-restorer';
import { ImportJobsQueue } from './import-jobs.queue';
import {
  IMPORTS_QUEUE,
  REFUSED_REASON_PREFIX,
  type ImportJobData,
  type ImportJobResult,
} from './import-job';

export const IMPORT_DIARY_CLOSED_MESSAGE =
  'You can no longer add to the diary this import was for. Import the file into another diary.';

/** An archive no job took (its job was removed, or the process died as it was received). */
const ABANDONED_AFTER_MS = 24 * 3600 * 1000;

/** Restores imports, one at a time per process; archives no job took are swept after a day. */
@Injectable()
export class ImportWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ImportWorker');
  private readonly files: UserFiles;
  private readonly media: MediaPhotosClient;
  private readonly categories: YelpCategoriesClient;
  private readonly jobs: UserJobsWorker<ImportJobData, ImportJobResult>;

  constructor(
    @Inject(IMPORTS_REDIS) redis: RedisConfig,
    @Inject(IMPORTS_CONFIG) config: ImportsConfig,
    private readonly restorer: DiaryRestorer,
    private readonly access: DiaryAccess,
    private readonly ownedDiaries: OwnedSharedDiaries,
    queue: ImportJobsQueue,
  ) {
    this.files = new UserFiles(config.dir);
    this.media = new MediaPhotosClient(config.mediaUrl);
    this.categories = new YelpCategoriesClient(config.yelpUrl);
    this.jobs = new UserJobsWorker({
      redis,
      queueName: IMPORTS_QUEUE,
      label: 'import',
      logger: this.logger,
      run: (job) => this.run(job),
      // Given up (not waiting for another attempt): its archive and token are not needed.
      onFailed: (job) =>
        void job.getState().then((state) => (state === 'failed' ? this.finish(job) : undefined)),
      slot: queue.slot,
      files: this.files,
      sweepAfterMs: ABANDONED_AFTER_MS,
    });
  }

  onApplicationBootstrap(): void {
    this.jobs.start();
  }

  private async run(job: Job<ImportJobData, ImportJobResult>): Promise<ImportJobResult> {
    const { userId, authorization, fullName } = job.data;
    const diaryId = job.data.diaryId ?? userId;
    const importId = job.id as string;
    if (!authorization) throw new UnrecoverableError('the import has no token left');
    let archive: ImportArchive | undefined;
    try {
      await this.requireWriter(userId, diaryId);
      archive = await ImportArchive.open(this.files.finalPath(userId, importId));
      const plan = planImport(await readDiaryExport(archive));
      const summary = await this.restorer.restore(plan, {
        userId,
        diaryId,
        sharedDiaryNamed: async (name) =>
          (await this.ownedDiaries.findOrCreate({ id: userId, fullName }, name)).id,
        authorization,
        archive,
        media: this.media,
        categories: this.categories,
        onProgress: (percent) => void job.updateProgress(percent).catch(() => undefined),
      });
      archive.close();
      archive = undefined;
      await this.finish(job);
      return { summary, finishedAt: new Date().toISOString() };
    } catch (error) {
      if (error instanceof ImportRefusedError)
        throw new UnrecoverableError(REFUSED_REASON_PREFIX + error.message);
      throw error;
    } finally {
      archive?.close();
    }
  }

  /** The user may still add to the diary (they may have left it, or lost the role, since asking). */
  private async requireWriter(userId: string, diaryId: string): Promise<void> {
    try {
      await this.access.require(userId, diaryId, 'write');
    } catch (error) {
      if (error instanceof HttpException) throw new ImportRefusedError(IMPORT_DIARY_CLOSED_MESSAGE);
      throw error;
    }
  }

  /** The archive and the token are needed no more. */
  private async finish(job: Job<ImportJobData, ImportJobResult>): Promise<void> {
    const { authorization: _dropped, ...rest } = job.data;
    await job.updateData(rest).catch(() => undefined);
    await rm(this.files.finalPath(job.data.userId, job.id as string), { force: true });
  }

  async onModuleDestroy(): Promise<void> {
    await this.jobs.close();
  }
}
