import {
  type ImportCounts,
  type ImportSkip,
  IMPORT_SKIPS_LISTED,
  type ImportSummary,
} from '@dd/contracts';

const noCounts = (): ImportCounts => ({
  restaurants: 0,
  meals: 0,
  tags: 0,
  photos: 0,
  posts: 0,
  categories: 0,
});

/** Counts an import as it goes: what was added, what was already there, what was left out. */
export class ImportTally {
  private readonly imported = noCounts();
  private readonly alreadyThere = noCounts();
  private readonly skips: ImportSkip[] = [];
  private skippedCount = 0;
  private readonly sharedDiaries: string[] = [];

  added(kind: keyof ImportCounts, count = 1): void {
    this.imported[kind] += count;
  }

  found(kind: keyof ImportCounts, count = 1): void {
    this.alreadyThere[kind] += count;
  }

  skipped(item: string, reason: string): void {
    this.skippedCount++;
    if (this.skips.length < IMPORT_SKIPS_LISTED) this.skips.push({ item, reason });
  }

  /** A shared diary of the export was restored. */
  sharedDiary(name: string): void {
    this.sharedDiaries.push(name);
  }

  summary(): ImportSummary {
    return {
      imported: { ...this.imported },
      alreadyThere: { ...this.alreadyThere },
      skippedCount: this.skippedCount,
      skipped: [...this.skips],
      sharedDiaries: [...this.sharedDiaries],
    };
  }
}
