import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import IORedis from 'ioredis';
import type { RedisConfig } from '@dd/nest-common';
import { UserJobSlot } from '../../account-data/user-job-slot';
import { DIARY_REDIS } from '../../database/diary-redis.token';

/**
 * The longest an import holds the slot: far longer than an import of 5,000
 * places takes (and than the 2-minute request timeout). It only matters when
 * the process dies mid-import: the user can import again once it lapses.
 */
export const GOOGLE_MAPS_IMPORT_SLOT_SECONDS = 5 * 60;

/**
 * Each user's one Google Maps import at a time, the same kind of slot as an
 * export's or a whole-diary import's (UserJobSlot):
 * `<REDIS_PREFIX>diary:google-maps-import-slot:<userId>` holds the running
 * import's id. The import answers with its result, so the slot is taken and
 * freed within the request; no queue is involved.
 */
@Injectable()
export class GoogleMapsImportSlot implements OnModuleDestroy {
  private readonly connection: IORedis;
  private readonly slot: UserJobSlot;

  constructor(@Inject(DIARY_REDIS) redis: RedisConfig) {
    this.connection = new IORedis(redis.url);
    this.slot = new UserJobSlot(this.connection, {
      keyPrefix: `${redis.keyPrefix}diary:google-maps-import-slot:`,
      pendingSeconds: GOOGLE_MAPS_IMPORT_SLOT_SECONDS,
      // Never queued: the import runs within the slot's first expiry.
      queuedSeconds: GOOGLE_MAPS_IMPORT_SLOT_SECONDS,
    });
  }

  /** Takes the user's slot for `importId`; answers the id of the import holding it instead. */
  take(userId: string, importId: string): Promise<string | undefined> {
    return this.slot.take(userId, importId);
  }

  /** Frees the slot if `importId` still holds it. */
  free(userId: string, importId: string): Promise<void> {
    return this.slot.free(userId, importId);
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection.quit();
  }
}
