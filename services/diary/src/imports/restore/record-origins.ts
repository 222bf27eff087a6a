import { Types } from 'mongoose';
import type { ImportedKind } from './import-origin.schema';
import type { ImportOriginsRepository } from './import-origins.repository';

/** The record an exported one maps to, and whether it is already stored. */
export interface ResolvedRecord {
  targetId: Types.ObjectId;
  exists: boolean;
}

/** The repository of one kind of record, as far as origins read it: ids by diary (or by user, for posts). */
export interface OwnedIds {
  idsOf(scope: string): Promise<Types.ObjectId[]>;
}

/** What is known of one kind of record: the export's ids mapped so far, and the ids stored. */
interface KindState {
  mapped: Map<string, Types.ObjectId>;
  stored: Set<string>;
}

/**
 * Maps an export's record ids to one diary's (or, for posts, one user's:
 * the `scope`): records imported before are found through their origin; new
 * ones get an id reserved (origin first, so a run cut off between the two
 * writes resumes with the same id). Records exported from this very diary
 * map to themselves while they still exist.
 *
 * Each kind's origins and stored ids are read once, by equality on the owner
 * (which FerretDB answers from the index), not per batch with `$in`, which it
 * answers by scanning: that made every batch slower than the one before.
 */
export class RecordOrigins {
  private readonly kinds = new Map<ImportedKind, KindState>();

  constructor(
    private readonly origins: ImportOriginsRepository,
    private readonly scope: string,
    private readonly source: string,
  ) {}

  async resolve(
    kind: ImportedKind,
    sourceIds: readonly string[],
    records: OwnedIds,
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
      const reserved = await this.origins.reserve(this.scope, kind, this.source, unmapped);
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

  private async stateOf(kind: ImportedKind, records: OwnedIds): Promise<KindState> {
    let state = this.kinds.get(kind);
    if (!state) {
      const [mapped, stored] = await Promise.all([
        this.origins.mappedOf(this.scope, kind, this.source),
        records.idsOf(this.scope),
      ]);
      state = { mapped, stored: new Set(stored.map((id) => id.toHexString())) };
      if (this.source === this.scope)
        for (const id of state.stored)
          if (!state.mapped.has(id)) state.mapped.set(id, new Types.ObjectId(id));
      this.kinds.set(kind, state);
    }
    return state;
  }
}
