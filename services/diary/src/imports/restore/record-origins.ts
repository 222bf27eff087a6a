import { isValidObjectId, type Model, Types } from 'mongoose';
import type { ImportedKind, ImportOriginRecord } from './import-origin.schema';

const DUPLICATE_KEY = 11000;

/** The record an exported one maps to, and whether it is already stored. */
export interface ResolvedRecord {
  targetId: Types.ObjectId;
  exists: boolean;
}

/**
 * Maps an export's record ids to this diary's: records imported before are
 * found through their origin; new ones get an id reserved (origin first, so a
 * run cut off between the two writes resumes with the same id). An export of
 * this very account maps its records that still exist to themselves.
 */
export class RecordOrigins {
  constructor(
    private readonly origins: Model<ImportOriginRecord>,
    private readonly userId: string,
    private readonly sourceAccount: string,
  ) {}

  async resolve(
    kind: ImportedKind,
    sourceIds: readonly string[],
    records: Model<unknown>,
  ): Promise<Map<string, ResolvedRecord>> {
    const resolved = new Map<string, ResolvedRecord>();
    if (sourceIds.length === 0) return resolved;
    if (this.sourceAccount === this.userId) {
      const own = await this.existing(records, sourceIds.filter(isValidObjectId));
      for (const id of own) resolved.set(id, { targetId: new Types.ObjectId(id), exists: true });
    }
    const pending = sourceIds.filter((id) => !resolved.has(id));
    const mapped = await this.originsOf(kind, pending);
    const unmapped = pending.filter((id) => !mapped.has(id));
    if (unmapped.length > 0) {
      await this.reserve(kind, unmapped);
      for (const [id, target] of await this.originsOf(kind, unmapped)) mapped.set(id, target);
    }
    const stored = await this.existing(
      records,
      [...mapped.values()].map((target) => target.toHexString()),
    );
    for (const [id, targetId] of mapped)
      resolved.set(id, { targetId, exists: stored.has(targetId.toHexString()) });
    return resolved;
  }

  private async originsOf(
    kind: ImportedKind,
    sourceIds: readonly string[],
  ): Promise<Map<string, Types.ObjectId>> {
    if (sourceIds.length === 0) return new Map();
    const rows = await this.origins
      .find(
        {
          userId: this.userId,
          kind,
          sourceAccount: this.sourceAccount,
          sourceId: { $in: sourceIds },
        },
        { sourceId: 1, targetId: 1 },
      )
      .lean<Pick<ImportOriginRecord, 'sourceId' | 'targetId'>[]>()
      .exec();
    return new Map(rows.map((row) => [row.sourceId, row.targetId]));
  }

  private async reserve(kind: ImportedKind, sourceIds: readonly string[]): Promise<void> {
    const now = new Date();
    await insertIgnoringDuplicates(
      this.origins,
      sourceIds.map((sourceId) => ({
        userId: this.userId,
        kind,
        sourceAccount: this.sourceAccount,
        sourceId,
        targetId: new Types.ObjectId(),
        createdAt: now,
      })),
    );
  }

  private async existing(records: Model<unknown>, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await records
      .find({ _id: { $in: ids }, userId: this.userId }, { _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return new Set(rows.map((row) => row._id.toHexString()));
  }
}

/**
 * Inserts documents as they are (ids and times kept), skipping those a unique
 * index already holds: a re-run, or another import racing this one.
 */
export async function insertIgnoringDuplicates(
  model: { collection: Model<unknown>['collection'] },
  documents: readonly object[],
): Promise<number> {
  if (documents.length === 0) return 0;
  try {
    const result = await model.collection.insertMany(documents as never[], { ordered: false });
    return result.insertedCount;
  } catch (error) {
    const bulk = error as {
      writeErrors?: { code?: number }[] | { code?: number };
      insertedCount?: number;
      result?: { insertedCount?: number };
    };
    const writeErrors = Array.isArray(bulk.writeErrors)
      ? bulk.writeErrors
      : bulk.writeErrors
        ? [bulk.writeErrors]
        : [];
    if (writeErrors.length === 0 || writeErrors.some((write) => write.code !== DUPLICATE_KEY))
      throw error;
    return (
      bulk.insertedCount ?? bulk.result?.insertedCount ?? documents.length - writeErrors.length
    );
  }
}
