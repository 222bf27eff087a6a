import { type Model, Types } from 'mongoose';
import type { ImportedKind, ImportOriginRecord } from './import-origin.schema';

const DUPLICATE_KEY = 11000;

/** The record an exported one maps to, and whether it is already stored. */
export interface ResolvedRecord {
  targetId: Types.ObjectId;
  exists: boolean;
}

/** What is known of one kind of record: the export's ids mapped so far, and the ids stored. */
interface KindState {
  mapped: Map<string, Types.ObjectId>;
  stored: Set<string>;
}

/**
 * Maps an export's record ids to this diary's: records imported before are
 * found through their origin; new ones get an id reserved (origin first, so a
 * run cut off between the two writes resumes with the same id). An export of
 * this very account maps its records that still exist to themselves.
 *
 * Each kind's origins and stored ids are read once, by equality on the owner
 * (which FerretDB answers from the index), not per batch with `$in`, which it
 * answers by scanning: that made every batch slower than the one before.
 */
export class RecordOrigins {
  private readonly kinds = new Map<ImportedKind, KindState>();

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
    const state = await this.stateOf(kind, records);
    const resolved = new Map<string, ResolvedRecord>();
    const unmapped: string[] = [];
    for (const id of sourceIds) {
      const targetId = state.mapped.get(id);
      if (targetId)
        resolved.set(id, { targetId, exists: state.stored.has(targetId.toHexString()) });
      else unmapped.push(id);
    }
    if (unmapped.length > 0) {
      const reserved = await this.reserve(kind, unmapped);
      for (const [id, targetId] of reserved) {
        state.mapped.set(id, targetId);
        resolved.set(id, { targetId, exists: state.stored.has(targetId.toHexString()) });
      }
    }
    return resolved;
  }

  /** Records now written: a later batch naming them finds them stored. */
  stored(kind: ImportedKind, ids: readonly Types.ObjectId[]): void {
    const state = this.kinds.get(kind);
    for (const id of ids) state?.stored.add(id.toHexString());
  }

  private async stateOf(kind: ImportedKind, records: Model<unknown>): Promise<KindState> {
    let state = this.kinds.get(kind);
    if (!state) {
      const [rows, stored] = await Promise.all([
        this.origins
          .find(
            { userId: this.userId, kind, sourceAccount: this.sourceAccount },
            { sourceId: 1, targetId: 1 },
          )
          .lean<Pick<ImportOriginRecord, 'sourceId' | 'targetId'>[]>()
          .exec(),
        records.find({ userId: this.userId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().exec(),
      ]);
      state = {
        mapped: new Map(rows.map((row) => [row.sourceId, row.targetId])),
        stored: new Set(stored.map((row) => row._id.toHexString())),
      };
      if (this.sourceAccount === this.userId)
        for (const id of state.stored)
          if (!state.mapped.has(id)) state.mapped.set(id, new Types.ObjectId(id));
      this.kinds.set(kind, state);
    }
    return state;
  }

  private async reserve(
    kind: ImportedKind,
    sourceIds: readonly string[],
  ): Promise<Map<string, Types.ObjectId>> {
    const now = new Date();
    const rows = sourceIds.map((sourceId) => ({
      userId: this.userId,
      kind,
      sourceAccount: this.sourceAccount,
      sourceId,
      targetId: new Types.ObjectId(),
      createdAt: now,
    }));
    const inserted = await insertIgnoringDuplicates(this.origins, rows);
    if (inserted === rows.length) return new Map(rows.map((row) => [row.sourceId, row.targetId]));
    // Another import of the same export reserved some first: theirs win.
    const winners = await this.origins
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
    return new Map(winners.map((row) => [row.sourceId, row.targetId]));
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
