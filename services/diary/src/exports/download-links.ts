import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  REDIS_CLIENT,
  type RedisClient,
  type RedisConfig,
  type TokenSession,
  TokenRevocationStore,
} from '@dd/nest-common';
import { EXPORTS_REDIS } from './exports-config.token';

/** A download link works for this long: enough to start the download, too short to leak usefully. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

export interface LinkedExport {
  userId: string;
  exportId: string;
  /** The session that asked for the link: a ticket dies with it (logout, account deletion). */
  session: TokenSession;
}

/**
 * Short-lived random tickets for `GET /api/exports/:id/file?ticket=`, so the
 * browser can download a large zip natively (no bearer header on a plain
 * link) while only the signed-in owner can make one. A ticket works once
 * (read and deleted in one GETDEL) and only while the session that asked for
 * it is alive.
 */
@Injectable()
export class DownloadLinks {
  private readonly keyPrefix: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(EXPORTS_REDIS) config: RedisConfig,
    private readonly revocations: TokenRevocationStore,
  ) {
    this.keyPrefix = `${config.keyPrefix}diary:export-ticket:`;
  }

  async issue(linked: LinkedExport): Promise<{ ticket: string; expiresAt: Date }> {
    const ticket = randomBytes(24).toString('base64url');
    await this.redis.set(this.keyPrefix + ticket, JSON.stringify(linked), {
      expiration: { type: 'EX', value: DOWNLOAD_LINK_TTL_SECONDS },
    });
    return { ticket, expiresAt: new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000) };
  }

  async redeem(ticket: string, exportId: string): Promise<LinkedExport | undefined> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return undefined;
    const stored = await this.redis.getDel(this.keyPrefix + ticket);
    if (!stored) return undefined;
    const linked = JSON.parse(stored) as LinkedExport;
    if (linked.exportId !== exportId || linked.session.userId !== linked.userId) return undefined;
    return (await this.revocations.isSessionRevoked(linked.session)) ? undefined : linked;
  }
}
