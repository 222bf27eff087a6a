import { File as NodeFile } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The JPEGs of `fixtures/` (written by its make-fixtures.mjs). */
export type PhotoFixtureName = 'gps-offset' | 'no-exif' | 'zero-gps' | 'future-date' | 'rotated';

/** Where the fixtures with a position were taken (Boise), as their GPS tags round it. */
export const PHOTO_FIXTURE_POSITION = { lat: 43.615, long: -116.2023 } as const;

/**
 * A fixture as the gallery picker hands it over: a File with its metadata
 * intact. Node's File, since jsdom's has no `arrayBuffer()`, unlike browsers'.
 */
export function photoFixture(name: PhotoFixtureName): File {
  const bytes = readFileSync(path.join(__dirname, 'fixtures', `${name}.jpg`));
  return new NodeFile([bytes], `${name}.jpg`, { type: 'image/jpeg' }) as unknown as File;
}
