/**
 * An archive the import will not take: damaged, foreign, hostile or too
 * large. Its message is shown to the user as it is; nothing has been written.
 */
export class ImportRefusedError extends Error {
  override readonly name = 'ImportRefusedError';
}

export const NOT_A_ZIP_MESSAGE =
  'This file is not a Dining Diary export: it is not a zip archive, or the archive is damaged.';
export const NO_DIARY_JSON_MESSAGE =
  'This file is not a Dining Diary export: it has no diary.json.';
export const NOT_OUR_FORMAT_MESSAGE =
  'This file is not a Dining Diary export: its diary.json is not in our format.';
export const DAMAGED_DIARY_JSON_MESSAGE = 'This export is damaged: its diary.json cannot be read.';
export const UNSAFE_PATH_MESSAGE = 'This archive is refused: it names a file outside the archive';
export const ZIP_BOMB_MESSAGE =
  'This archive is refused: it would unpack to far more than its own size.';
export const TOO_MANY_ENTRIES_MESSAGE = 'This archive is refused: it holds too many files.';
export const ENCRYPTED_MESSAGE = 'This archive is refused: it is encrypted.';

export function unsupportedVersionMessage(version: unknown): string {
  return `This export is version ${String(version)}, which this Dining Diary cannot read (it reads version 1).`;
}
