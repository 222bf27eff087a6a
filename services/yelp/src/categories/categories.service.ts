import { Injectable } from '@nestjs/common';
import { type Category, categoryAlias } from '@dd/contracts';
import { CategoriesRepository } from './categories.repository';

export interface CreatedCategory {
  category: Category;
  /** False when the user already had a category with the same alias, which is answered instead. */
  created: boolean;
}

@Injectable()
export class CategoriesService {
  constructor(private readonly repository: CategoriesRepository) {}

  list(userId: string): Promise<Category[]> {
    return this.repository.listByUser(userId);
  }

  /**
   * Creates the category unless one with the same alias exists (checked
   * explicitly, since FerretDB's unique index is not a reliable guard on its
   * own); a racing duplicate caught by the index also answers the existing one.
   */
  async create(userId: string, name: string): Promise<CreatedCategory> {
    const alias = categoryAlias(name);
    const existing = await this.repository.findByAlias(userId, alias);
    if (existing) return { category: existing, created: false };
    const inserted = await this.repository.insert(userId, name, alias);
    if (inserted) return { category: inserted, created: true };
    const winner = await this.repository.findByAlias(userId, alias);
    if (!winner) throw new Error(`Category ${alias} vanished after a duplicate-key insert`);
    return { category: winner, created: false };
  }
}
