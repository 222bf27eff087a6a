import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  BadRequestException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { AuthUser, ImportStatus } from '@dd/contracts';
import { AnswerFieldsException } from '@dd/nest-common';
import { UserFiles } from '../account-data/user-files';
import type { ImportsConfig } from '../config';
import { ImportArchive } from './archive/import-archive';
import { ImportRefusedError } from './archive/import-refused';
import { readDiaryExport } from './format/read-diary-export';
import { IMPORTS_CONFIG } from './imports-config.token';
import { ImportJobsQueue } from './jobs/import-jobs.queue';
import { toImportStatus } from './jobs/import-status';
import { receiveArchive } from './upload/archive-upload';

export const IMPORT_NOT_FOUND_MESSAGE = 'Import not found';
export const IMPORT_UNDER_WAY_MESSAGE =
  'An import is already under way. Wait for it to finish, then import the next file.';
const FILE_NAME_MAX_LENGTH = 200;

export interface ReceivedArchive {
  body: Readable;
  declaredLength: number | undefined;
  fileName: string | undefined;
}

/**
 * Imports of a whole-diary export: the archive is received to disk and
 * checked (a damaged or foreign file is refused here, before anything is
 * written), then a job restores it.
 */
@Injectable()
export class ImportsService {
  private readonly files: UserFiles;

  constructor(
    private readonly jobs: ImportJobsQueue,
    @Inject(IMPORTS_CONFIG) private readonly config: ImportsConfig,
  ) {
    this.files = new UserFiles(config.dir);
  }

  async receive(
    user: AuthUser,
    diaryId: string,
    authorization: string,
    archive: ReceivedArchive,
  ): Promise<ImportStatus> {
    const userId = user.id;
    const importId = randomUUID();
    const running = await this.jobs.claim(userId, importId);
    if (running) {
      archive.body.resume();
      throw new AnswerFieldsException(IMPORT_UNDER_WAY_MESSAGE, HttpStatus.CONFLICT, {
        id: running,
      });
    }
    try {
      return await this.receiveClaimed(user, diaryId, importId, authorization, archive);
    } catch (error) {
      await this.jobs.release(userId, importId);
      throw error;
    }
  }

  private async receiveClaimed(
    { id: userId, fullName }: AuthUser,
    diaryId: string,
    importId: string,
    authorization: string,
    archive: ReceivedArchive,
  ): Promise<ImportStatus> {
    await this.files.prepare(userId);
    const partial = this.files.partialPath(userId, importId);
    await receiveArchive(archive.body, partial, this.config.maxBytes, archive.declaredLength);
    try {
      await checkArchive(partial);
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof ImportRefusedError) throw new BadRequestException(error.message);
      throw error;
    }
    await rename(partial, this.files.finalPath(userId, importId));
    const job = await this.jobs.add(importId, {
      userId,
      diaryId,
      fullName,
      authorization,
      fileName: cleanFileName(archive.fileName),
      requestedAt: new Date().toISOString(),
    });
    return toImportStatus(job);
  }

  async latest(userId: string): Promise<ImportStatus | undefined> {
    const job = await this.jobs.latestOf(userId);
    return job && toImportStatus(job);
  }

  async status(userId: string, importId: string): Promise<ImportStatus> {
    const job = await this.jobs.findOwned(userId, importId);
    if (!job) throw new NotFoundException(IMPORT_NOT_FOUND_MESSAGE);
    return toImportStatus(job);
  }
}

/** The zip opens within its limits and holds a diary.json of our format and version. */
async function checkArchive(file: string): Promise<void> {
  const archive = await ImportArchive.open(file);
  try {
    await readDiaryExport(archive);
  } finally {
    archive.close();
  }
}

function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, FILE_NAME_MAX_LENGTH);
  return cleaned || 'export.zip';
}
