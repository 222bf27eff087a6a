import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { GoneException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser, ExportDownloadLink, ExportStatus } from '@dd/contracts';
import { AnswerFieldsException, type TokenSession } from '@dd/nest-common';
import type { ExportsConfig } from '../config';
import { DownloadLinks } from './download-links';
import { EXPORTS_CONFIG } from './exports-config.token';
import { UserFiles } from '../account-data/user-files';
import { ExportJobsQueue } from './jobs/export-jobs.queue';
import { toExportStatus } from './jobs/export-status';
import { YelpCategoriesClient } from '../upstream/yelp-categories.client';

export const EXPORT_NOT_FOUND_MESSAGE = 'Export not found';
export const EXPORT_NOT_READY_MESSAGE = 'This export is not ready yet';
export const EXPORT_EXPIRED_MESSAGE = 'This export has expired. Please export again.';
export const DOWNLOAD_LINK_INVALID_MESSAGE = 'This download link is invalid or has expired';
export const EXPORT_UNDER_WAY_MESSAGE = 'An export is already under way. Wait for it to finish.';

function exportUnderWay(id: string): AnswerFieldsException {
  return new AnswerFieldsException(EXPORT_UNDER_WAY_MESSAGE, HttpStatus.CONFLICT, { id });
}

export interface ExportFile {
  body: Readable;
  size: number;
  fileName: string;
}

/** Exports of the signed-in user's diary: asked for, followed, and downloaded. */
@Injectable()
export class ExportsService {
  private readonly files: UserFiles;
  private readonly categories: YelpCategoriesClient;

  constructor(
    private readonly jobs: ExportJobsQueue,
    private readonly links: DownloadLinks,
    @Inject(EXPORTS_CONFIG) private readonly config: ExportsConfig,
  ) {
    this.files = new UserFiles(config.dir);
    this.categories = new YelpCategoriesClient(config.yelpUrl);
  }

  /**
   * Starts an export, unless one is already waiting or running: that is a
   * 409 naming it. The user's one export slot is claimed before the job is
   * queued, so requests racing each other start one export between them.
   */
  async request(user: AuthUser, authorization: string): Promise<ExportStatus> {
    const latest = await this.latest(user.id);
    if (latest && (latest.state === 'queued' || latest.state === 'running'))
      throw exportUnderWay(latest.id);
    const categories = await this.categories.categoriesOf(authorization);
    const exportId = randomUUID();
    const running = await this.jobs.claim(user.id, exportId);
    if (running) throw exportUnderWay(running);
    try {
      const job = await this.jobs.add(exportId, {
        userId: user.id,
        profile: user,
        categories,
        requestedAt: new Date().toISOString(),
      });
      return toExportStatus(job, this.config.ttlMs, new Date());
    } catch (error) {
      await this.jobs.release(user.id, exportId);
      throw error;
    }
  }

  async latest(userId: string): Promise<ExportStatus | undefined> {
    const job = await this.jobs.latestOf(userId);
    return job && toExportStatus(job, this.config.ttlMs, new Date());
  }

  async status(userId: string, exportId: string): Promise<ExportStatus> {
    const job = await this.jobs.findOwned(userId, exportId);
    if (!job) throw new NotFoundException(EXPORT_NOT_FOUND_MESSAGE);
    return toExportStatus(job, this.config.ttlMs, new Date());
  }

  async downloadLink(
    userId: string,
    exportId: string,
    session: TokenSession,
  ): Promise<ExportDownloadLink> {
    const status = await this.status(userId, exportId);
    if (status.state === 'expired') throw new GoneException(EXPORT_EXPIRED_MESSAGE);
    if (status.state !== 'ready') throw new NotFoundException(EXPORT_NOT_READY_MESSAGE);
    const { ticket, expiresAt } = await this.links.issue({ userId, exportId, session });
    return {
      url: `/api/exports/${exportId}/file?ticket=${ticket}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async open(exportId: string, ticket: string): Promise<ExportFile> {
    const linked = await this.links.redeem(ticket, exportId);
    if (!linked) throw new NotFoundException(DOWNLOAD_LINK_INVALID_MESSAGE);
    const status = await this.status(linked.userId, exportId);
    if (status.state !== 'ready') throw new GoneException(EXPORT_EXPIRED_MESSAGE);
    const size = await this.files.size(linked.userId, exportId);
    if (size === undefined) throw new GoneException(EXPORT_EXPIRED_MESSAGE);
    return {
      body: createReadStream(this.files.finalPath(linked.userId, exportId)),
      size,
      fileName: `dining-diary-${status.createdAt.slice(0, 10)}.zip`,
    };
  }
}
