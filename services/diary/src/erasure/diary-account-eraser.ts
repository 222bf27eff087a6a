import { Inject, Injectable } from '@nestjs/common';
import { AccountErasureWorker, IdempotencyStore, type RedisConfig } from '@dd/nest-common';
import type { ExportsConfig, ImportsConfig } from '../config';
import { EXPORTS_CONFIG, EXPORTS_REDIS } from '../exports/exports-config.token';
import { UserFiles } from '../account-data/user-files';
import { DiaryRecordsEraser } from './diary-records-eraser';
import { DiaryDepartures } from '../diaries/diary-departures';
import { ExportJobsQueue } from '../exports/jobs/export-jobs.queue';
import { IMPORTS_CONFIG } from '../imports/imports-config.token';
import { ImportJobsQueue } from '../imports/jobs/import-jobs.queue';
import { ImportOriginsRepository } from '../imports/restore/import-origins.repository';
import { PostsRepository } from '../posts/posts.repository';
import { SharesRepository } from '../shares/shares.repository';

/** A repository of records a user owns, as erasure sees it. */
interface OwnedRecords {
  eraseOwner(userId: string): Promise<void>;
}

/**
 * Erases a deleted account's diary: share links and its memberships of
 * shared diaries first, then tag links, then what they point at, so an interrupted run never leaves a link to a record already gone; then
 * its Idempotency-Keys (their answers hold records), its export and import
 * jobs and their zips. Every step is idempotent, so a
 * retry is harmless.
 */
@Injectable()
export class DiaryAccountEraser extends AccountErasureWorker {
  protected readonly consumer = 'diary';
  private readonly exportFiles: UserFiles;
  private readonly importFiles: UserFiles;
  private readonly owned: OwnedRecords[];

  constructor(
    @Inject(EXPORTS_REDIS) redis: RedisConfig,
    @Inject(EXPORTS_CONFIG) exportsConfig: ExportsConfig,
    @Inject(IMPORTS_CONFIG) importsConfig: ImportsConfig,
    private readonly exportJobs: ExportJobsQueue,
    private readonly importJobs: ImportJobsQueue,
    diaryRecords: DiaryRecordsEraser,
    posts: PostsRepository,
    importOrigins: ImportOriginsRepository,
    shares: SharesRepository,
    diaryMemberships: DiaryDepartures,
    private readonly idempotencyKeys: IdempotencyStore,
  ) {
    super(redis);
    this.exportFiles = new UserFiles(exportsConfig.dir);
    this.importFiles = new UserFiles(importsConfig.dir);
    // Share links go first: from then on nothing of the account is public.
    // Then the user leaves each shared diary, which hands it over or deletes
    // it (DiaryDepartures). Then the personal diary, whose id is the user's.
    this.owned = [
      shares,
      diaryMemberships,
      { eraseOwner: (userId) => diaryRecords.erase(userId) },
      posts,
      importOrigins,
    ];
  }

  protected async erase(userId: string): Promise<void> {
    for (const records of this.owned) await records.eraseOwner(userId);
    await this.idempotencyKeys.forget(userId);
    const exporting = await this.exportJobs.removeAllOf(userId);
    const importing = await this.importJobs.removeAllOf(userId);
    await this.exportFiles.removeUser(userId);
    await this.importFiles.removeUser(userId);
    // A running export would leave its zip behind, a running import would go on writing:
    // fail, so the retry (with backoff) erases what they left too.
    if (exporting.stillRunning)
      throw new Error('an export of the deleted account is still running');
    if (importing.stillRunning)
      throw new Error('an import of the deleted account is still running');
  }
}
