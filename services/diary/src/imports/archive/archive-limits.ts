const MEBIBYTE = 1024 * 1024;

/**
 * What an import archive may hold (docs/export-format.md, "Importing"). The
 * sizes are the ones the zip declares; the reader also stops any entry whose
 * data inflates past its declared size, so a lying header gains nothing.
 */
export const ARCHIVE_LIMITS = {
  /** Files in the archive: an export of 10,000 meals and 2,000 photos has about 12,000. */
  maxEntries: 100_000,
  /** Everything unpacked. */
  maxTotalUncompressedBytes: 8 * 1024 * MEBIBYTE,
  /** Unpacked size over packed size, past which an entry is a bomb, not text or photos. */
  maxCompressionRatio: 200,
  /** The ratio is only checked on entries at least this large unpacked. */
  ratioCheckedFromBytes: MEBIBYTE,
  /** diary.json unpacked: about 40× what 10,000 meals take. */
  maxDiaryJsonBytes: 256 * MEBIBYTE,
  /** One photo: the media service takes no larger upload. */
  maxPhotoBytes: 20 * MEBIBYTE,
} as const;

export type ArchiveLimits = typeof ARCHIVE_LIMITS;
