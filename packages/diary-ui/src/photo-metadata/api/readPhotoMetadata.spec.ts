import { photoFixture, PHOTO_FIXTURE_POSITION } from '../testing/photoFixtures';
import { readPhotoMetadata } from './readPhotoMetadata';

// Real JPEGs through exifr, as a picked photo is read before its upload.
const NOW = new Date('2025-07-01T12:00:00Z');

function expectFixturePosition(position: { lat: number; long: number } | null | undefined) {
  expect(position?.lat).toBeCloseTo(PHOTO_FIXTURE_POSITION.lat, 6);
  expect(position?.long).toBeCloseTo(PHOTO_FIXTURE_POSITION.long, 6);
}

describe('readPhotoMetadata', () => {
  it('reads the local day at the place (not the UTC day) and the position', async () => {
    // Taken 2025-06-14 23:30 at UTC-07:00, which is already the 15th in UTC.
    const metadata = await readPhotoMetadata(photoFixture('gps-offset'), NOW);

    expect(metadata?.takenOn).toBe('2025-06-14');
    expectFixturePosition(metadata?.position);
  });

  it('says nothing for a photo without EXIF', async () => {
    expect(await readPhotoMetadata(photoFixture('no-exif'), NOW)).toBeNull();
  });

  it('drops a (0, 0) position and keeps the day', async () => {
    expect(await readPhotoMetadata(photoFixture('zero-gps'), NOW)).toEqual({
      takenOn: '2025-06-14',
      position: null,
    });
  });

  it('drops a day in the future and keeps the position', async () => {
    const metadata = await readPhotoMetadata(photoFixture('future-date'), NOW);

    expect(metadata?.takenOn).toBeNull();
    expectFixturePosition(metadata?.position);
  });

  it('reads a rotated photo (Orientation 6) like any other', async () => {
    const metadata = await readPhotoMetadata(photoFixture('rotated'), NOW);

    expect(metadata?.takenOn).toBe('2025-06-14');
    expectFixturePosition(metadata?.position);
  });

  it('answers null, without throwing, for bytes that are no image', async () => {
    const junk = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2])]);

    await expect(readPhotoMetadata(junk, NOW)).resolves.toBeNull();
    await expect(readPhotoMetadata(new Blob(['hello']), NOW)).resolves.toBeNull();
  });
});
