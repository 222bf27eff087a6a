import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { insertIgnoringDuplicates } from '../../common/insert-ignoring-duplicates';
import { type ImportedKind, ImportOriginRecord } from './import-origin.schema';

/** The importOrigins collection: the only class that reads or writes it. */
@Injectable()
export class ImportOriginsRepository {
  constructor(
    @InjectModel(ImportOriginRecord.name) private readonly origins: Model<ImportOriginRecord>,
  ) {}

  /**
   * Every record of `kind` the user imported from `sourceAccount`: its id in
   * that export → its id in this diary. Read by equality on the owner.
   */
  async mappedOf(
    userId: string,
    kind: ImportedKind,
    sourceAccount: string,
  ): Promise<Map<string, Types.ObjectId>> {
    const rows = await this.origins
      .find({ userId, kind, sourceAccount }, { sourceId: 1, targetId: 1 })
      .lean<Pick<ImportOriginRecord, 'sourceId' | 'targetId'>[]>()
      .exec();
    return new Map(rows.map((row) => [row.sourceId, row.targetId]));
  }

  /**
   * Reserves a new id in this diary for each source id; answers the id each
   * one got (another import of the same export may have reserved some first:
   * theirs win).
   */
  async reserve(
    userId: string,
    kind: ImportedKind,
    sourceAccount: string,
    sourceIds: readonly string[],
  ): Promise<Map<string, Types.ObjectId>> {
    const now = new Date();
    const rows = sourceIds.map((sourceId) => ({
      userId,
      kind,
      sourceAccount,
      sourceId,
      targetId: new Types.ObjectId(),
      createdAt: now,
    }));
    const inserted = await insertIgnoringDuplicates(this.origins, rows);
    if (inserted === rows.length) return new Map(rows.map((row) => [row.sourceId, row.targetId]));
    const winners = await this.origins
      .find(
        { userId, kind, sourceAccount, sourceId: { $in: sourceIds } },
        { sourceId: 1, targetId: 1 },
      )
      .lean<Pick<ImportOriginRecord, 'sourceId' | 'targetId'>[]>()
      .exec();
    return new Map(winners.map((row) => [row.sourceId, row.targetId]));
  }

  /** Erasure of a diary (its records' origins) or of an account (its posts' too). */
  async eraseOwner(userId: string): Promise<void> {
    await this.origins.deleteMany({ userId }).exec();
  }
}
