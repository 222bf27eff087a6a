import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Category } from '@dd/contracts';
import type { Model } from 'mongoose';
import { CategoryRecord } from './category.schema';

const DUPLICATE_KEY = 11000;

/** Categories in this service's database, always scoped to one user. */
@Injectable()
export class CategoriesRepository {
  constructor(
    @InjectModel(CategoryRecord.name) private readonly categories: Model<CategoryRecord>,
  ) {}

  async listByUser(userId: string): Promise<Category[]> {
    const records = await this.categories.find({ userId }).sort({ name: 1 }).lean();
    return records.map(toCategory);
  }

  async findByAlias(userId: string, alias: string): Promise<Category | undefined> {
    const record = await this.categories.findOne({ userId, alias }).lean();
    return record ? toCategory(record) : undefined;
  }

  /**
   * Inserts a category; returns undefined when the unique {userId, alias}
   * index rejects it because a concurrent request created the same one.
   */
  async insert(userId: string, name: string, alias: string): Promise<Category | undefined> {
    try {
      return toCategory(await this.categories.create({ userId, name, alias }));
    } catch (error) {
      if ((error as { code?: unknown }).code === DUPLICATE_KEY) return undefined;
      throw error;
    }
  }
}

function toCategory(record: { _id: unknown; name: string }): Category {
  return { _id: String(record._id), name: record.name };
}
