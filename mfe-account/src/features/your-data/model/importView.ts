import type { ImportCounts, ImportStatus, ImportSummary } from '@dd/contracts';

export type ImportPhase = 'idle' | 'working' | 'done' | 'failed';

export const IMPORT_TEXTS = {
  importTitle: 'Import a Dining Diary export',
  importIntro:
    'Put an export zip back into this account: restaurants, meals, tags, photos, posts and categories come back with their links. Importing the same file again adds nothing twice.',
  diaryLabel: 'Import into',
  diaryHint:
    "The export's own diary goes here. Shared diaries in it go into yours of the same name, made if you have none.",
  importedInto: 'Imported into',
  sharedDiariesRestored: 'Shared diaries restored',
  fileLabel: 'Export zip (.zip file)',
  sizeHint: 'Up to 2 GB.',
  importButton: 'Import',
  uploading: 'Uploading your export…',
  queued: 'Waiting for its turn…',
  importing: 'Importing…',
  loadFailed: 'Failed to load your imports',
  importFailed: 'Failed to import: ',
  notAZip: 'Choose the .zip file of a Dining Diary export.',
  loading: 'Loading your imports...',
  lastImport: 'Last import',
  skippedTitle: 'Left out',
} as const;

const KINDS: [keyof ImportCounts, string, string][] = [
  ['meals', 'meal', 'meals'],
  ['restaurants', 'restaurant', 'restaurants'],
  ['tags', 'tag', 'tags'],
  ['photos', 'photo', 'photos'],
  ['posts', 'post', 'posts'],
  ['categories', 'category', 'categories'],
];

export function isImportUnderWay(status: ImportStatus | null | undefined): boolean {
  return status?.state === 'queued' || status?.state === 'running';
}

export function importPhase(status: ImportStatus | null | undefined): ImportPhase {
  if (!status) return 'idle';
  if (isImportUnderWay(status)) return 'working';
  return status.state === 'done' ? 'done' : 'failed';
}

/** '312 meals, 87 restaurants, 1 tag' (kinds with none left out); '' when all are none. */
export function countsText(counts: ImportCounts): string {
  return KINDS.filter(([kind]) => counts[kind] > 0)
    .map(([kind, one, many]) => `${counts[kind]} ${counts[kind] === 1 ? one : many}`)
    .join(', ');
}

/**
 * The summary in one sentence, as the issue words it:
 * '312 meals, 87 restaurants, 40 tags, 290 photos imported; 3 skipped.'
 */
export function summaryText(summary: ImportSummary): string {
  const imported = countsText(summary.imported);
  const head = imported ? `${imported} imported` : 'Nothing new to import';
  const skipped = summary.skippedCount > 0 ? `; ${summary.skippedCount} skipped` : '';
  return `${head}${skipped}.`;
}

/** '2 restaurants, 3 meals were already in your diary.' or '' */
export function alreadyThereText(summary: ImportSummary): string {
  const found = countsText(summary.alreadyThere);
  if (!found) return '';
  const total = Object.values(summary.alreadyThere).reduce((sum, count) => sum + count, 0);
  return `${found} ${total === 1 ? 'was' : 'were'} already in your diary.`;
}

/** A zip by its name or type: the picker's `accept` is only a hint. */
export function looksLikeZip(file: { name: string; type: string }): boolean {
  return /\.zip$/i.test(file.name) || /zip/.test(file.type);
}
