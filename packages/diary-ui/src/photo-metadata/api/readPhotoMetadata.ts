// The remotes' type checks reach this file through imports, never the declaration beside it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./exifr-mini.d.ts" />
import {
  EXIF_DATE_TAGS,
  GPS_POSITION_TAGS,
  photoMetadata,
  type PhotoMetadata,
} from '../model/photoMetadata';

/**
 * How much of a file is read: a JPEG's EXIF segment is at most 64 KiB and
 * comes near its start, so a 20 MB photo is never read whole for it.
 */
const EXIF_HEAD_BYTES = 128 * 1024;

const EXIF_OPTIONS = {
  exif: { pick: [EXIF_DATE_TAGS.dateTimeOriginal, EXIF_DATE_TAGS.offsetTimeOriginal] },
  gps: { pick: [...GPS_POSITION_TAGS] },
  // Revived dates would be read in the browser's time zone, not the photo's.
  reviveValues: false,
  translateKeys: false,
  translateValues: false,
};

/**
 * Reads the day and place a photo was taken from its EXIF, in the browser,
 * before the upload strips it. exifr's small build (JPEG EXIF only) loads
 * with the first photo picked, never before. Anything unreadable is null:
 * a photo without metadata says nothing.
 */
export async function readPhotoMetadata(
  file: Blob,
  now: Date = new Date(),
): Promise<PhotoMetadata | null> {
  try {
    const [exifr, head] = await Promise.all([
      import(/* webpackChunkName: "exifr" */ 'exifr/dist/mini.esm.mjs'),
      file.slice(0, EXIF_HEAD_BYTES).arrayBuffer(),
    ]);
    return photoMetadata(await exifr.parse(new Uint8Array(head), EXIF_OPTIONS), now);
  } catch {
    return null;
  }
}
