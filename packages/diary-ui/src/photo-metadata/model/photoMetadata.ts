import type { LatLong } from '@dd/contracts/rules';

/** What a photo's metadata tells a diary form: the day it was taken and where, when known. */
export type PhotoMetadata = {
  /** The local calendar day at the place the photo was taken (`YYYY-MM-DD`). */
  takenOn: string | null;
  position: LatLong | null;
};

/**
 * The tags read, by number: exifr's small build has no tag names. It adds
 * `latitude` and `longitude` (signed decimal degrees) from the GPS tags.
 */
export const EXIF_DATE_TAGS = { dateTimeOriginal: 0x9003, offsetTimeOriginal: 0x9011 } as const;
/** GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude. */
export const GPS_POSITION_TAGS = [0x1, 0x2, 0x3, 0x4] as const;

const EXIF_DATE_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/;
const UTC_OFFSET = /^([+-])(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;
/** The furthest ahead of UTC any place's clock runs (UTC+14:00). */
const EARLIEST_OFFSET_MINUTES = 14 * 60;

function offsetMinutes(value: unknown): number | null {
  const match = typeof value === 'string' ? UTC_OFFSET.exec(value.trim()) : null;
  if (!match) return null;
  const [, sign, hours, minutes] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The day of `DateTimeOriginal`, which cameras write as the wall-clock time
 * where the photo was taken: that day is the meal's, whatever the offset
 * (reading it as UTC, or in the browser's zone, moves late dinners a day).
 * The offset only places the moment in time, to refuse a camera clock set in
 * the future; without one, the moment is taken as early as any zone allows.
 */
function takenOnDay(dateTime: unknown, offset: unknown, now: Date): string | null {
  const match = typeof dateTime === 'string' ? EXIF_DATE_TIME.exec(dateTime.trim()) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Rejects "0000:00:00 00:00:00" (unset clocks) and impossible days such as 06-31.
  if (
    year < 1900 ||
    wallClock.getUTCFullYear() !== year ||
    wallClock.getUTCMonth() !== month - 1 ||
    wallClock.getUTCDate() !== day
  ) {
    return null;
  }
  const moment =
    wallClock.getTime() - (offsetMinutes(offset) ?? EARLIEST_OFFSET_MINUTES) * MINUTE_MS;
  if (moment > now.getTime()) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The photo's position; (0, 0) is what GPS units without a fix write, so it is none. */
function photoPosition(latitude: unknown, longitude: unknown): LatLong | null {
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { lat: latitude, long: longitude };
}

/**
 * A photo's metadata from exifr's output (raw values, tags by number): the
 * day it was taken unless it is in the future, and its position unless it
 * is (0, 0). Nothing usable is null.
 */
export function photoMetadata(tags: unknown, now: Date): PhotoMetadata | null {
  if (!tags || typeof tags !== 'object') return null;
  const read = tags as Record<string | number, unknown>;
  const takenOn = takenOnDay(
    read[EXIF_DATE_TAGS.dateTimeOriginal],
    read[EXIF_DATE_TAGS.offsetTimeOriginal],
    now,
  );
  const position = photoPosition(read.latitude, read.longitude);
  return takenOn || position ? { takenOn, position } : null;
}

/** Several photos picked at once: the first known day and the first known position. */
export function firstPhotoMetadata(
  photos: readonly (PhotoMetadata | null)[],
): PhotoMetadata | null {
  const takenOn = photos.find((photo) => photo?.takenOn)?.takenOn ?? null;
  const position = photos.find((photo) => photo?.position)?.position ?? null;
  return takenOn || position ? { takenOn, position } : null;
}
