import {
  GOOGLE_MAPS_IMPORT_MAX_BYTES,
  isWantToGoList,
  type GoogleMapsImportPreview,
  type GoogleMapsImportResult,
  type GoogleMapsPlaceStatus,
} from '@dd/contracts/rules';

export const GOOGLE_MAPS_TEXTS = {
  title: 'Import from Google Maps',
  intro:
    'Bring in a list of places you saved in Google Maps. In Google Takeout, export "Saved", then pick the list\'s CSV file (for example "Want to go.csv").',
  fileLabel: 'Saved list (CSV file)',
  reading: 'Reading the file...',
  readFailed: 'Could not read the file: ',
  importing: 'Importing...',
  importFailed: 'Failed to import the places: ',
  nothingNew:
    'Nothing new to import: every place in this file is already in your diary or cannot be imported.',
  chooseAnother: 'Choose another file',
  importAnother: 'Import another list',
  seeRestaurants: 'Go to your restaurants',
  rowsLabel: 'Places in the file',
  linkHint:
    'Your restaurants list then offers to link the new places to Yelp, to fill in their address.',
} as const;

export const STATUS_LABELS: Record<GoogleMapsPlaceStatus, string> = {
  new: 'New',
  exists: 'Already in your diary',
  duplicate: 'Duplicate',
  invalid: 'Cannot import',
};

const TEXT_WANT_TO_GO = 'The new ones come in as Want to go: saved for later, not yet visited.';

/** Rows listed in the preview; the counts cover the whole file. */
export const PREVIEW_ROWS_SHOWN = 200;

const MEBIBYTE = 1024 * 1024;

/** Why a picked file is refused before it is sent (too large, or plainly not a CSV), or null. */
export function pickedFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > GOOGLE_MAPS_IMPORT_MAX_BYTES)
    return `This file is too large: a Google Maps import is at most ${GOOGLE_MAPS_IMPORT_MAX_BYTES / MEBIBYTE} MB.`;
  if (file.size === 0) return 'This file is empty.';
  if (!/\.csv$/i.test(file.name))
    return 'Pick a .csv file: the saved list as Google Takeout exports it.';
  return null;
}

const places = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'place' : 'places'}`;

export function importButtonText(count: number): string {
  return `Import ${places(count)}`;
}

/**
 * "6 places: 4 new, 1 already in your diary, 1 duplicate.", leaving out what
 * is 0; for the "Want to go" list (by its file name), how its new places come in.
 */
export function previewSummary({ counts }: GoogleMapsImportPreview, fileName?: string): string {
  const parts = [
    counts.new > 0 && `${counts.new.toLocaleString('en-US')} new`,
    counts.exists > 0 && `${counts.exists.toLocaleString('en-US')} already in your diary`,
    counts.duplicate > 0 &&
      `${counts.duplicate.toLocaleString('en-US')} ${counts.duplicate === 1 ? 'duplicate' : 'duplicates'}`,
    counts.invalid > 0 && `${counts.invalid.toLocaleString('en-US')} cannot be imported`,
  ].filter(Boolean);
  const total = counts.new + counts.exists + counts.duplicate + counts.invalid;
  if (total === 0) return 'This list has no places.';
  const summary = `${places(total)}: ${parts.join(', ')}.`;
  return counts.new > 0 && isWantToGoList(fileName) ? `${summary} ${TEXT_WANT_TO_GO}` : summary;
}

/** "12 places imported; 3 skipped." */
export function resultText({ created, skipped }: GoogleMapsImportResult): string {
  const imported = `${places(created)} imported`;
  return skipped.length > 0
    ? `${imported}; ${skipped.length.toLocaleString('en-US')} skipped.`
    : `${imported}.`;
}
