import { firstPhotoMetadata, photoMetadata } from './photoMetadata';

const NOW = new Date('2025-06-15T06:00:00Z');
const DATE = 0x9003;
const OFFSET = 0x9011;

describe('photoMetadata', () => {
  it('takes the wall-clock day whatever the offset', () => {
    // 07:30 at UTC+09:00 is still the 13th in UTC.
    expect(photoMetadata({ [DATE]: '2025:06:14 07:30:00', [OFFSET]: '+09:00' }, NOW)).toEqual({
      takenOn: '2025-06-14',
      position: null,
    });
  });

  it('refuses a moment after now, placed by the offset', () => {
    // 22:30 at UTC-08:00 is 06:30 UTC on the 15th: half an hour after NOW.
    expect(photoMetadata({ [DATE]: '2025:06:14 22:30:00', [OFFSET]: '-08:00' }, NOW)).toBeNull();
    // The same wall clock at UTC-07:00 is 05:30 UTC: taken.
    expect(photoMetadata({ [DATE]: '2025:06:14 22:30:00', [OFFSET]: '-07:00' }, NOW)?.takenOn).toBe(
      '2025-06-14',
    );
  });

  it('without an offset, refuses only a moment in the future in every time zone', () => {
    // As early as UTC+14:00 allows, 19:59 on the 15th is 05:59 UTC: past.
    expect(photoMetadata({ [DATE]: '2025:06:15 19:59:00' }, NOW)?.takenOn).toBe('2025-06-15');
    expect(photoMetadata({ [DATE]: '2025:06:15 20:01:00' }, NOW)).toBeNull();
  });

  it('ignores unset and impossible dates', () => {
    expect(photoMetadata({ [DATE]: '0000:00:00 00:00:00' }, NOW)).toBeNull();
    expect(photoMetadata({ [DATE]: '2025:06:31 12:00:00' }, NOW)).toBeNull();
    expect(photoMetadata({ [DATE]: '2025-06-14T12:00:00' }, NOW)).toBeNull();
  });

  it('keeps a real position, drops (0, 0) and out-of-range values', () => {
    expect(photoMetadata({ latitude: 43.615, longitude: -116.2 }, NOW)).toEqual({
      takenOn: null,
      position: { lat: 43.615, long: -116.2 },
    });
    expect(photoMetadata({ latitude: 0, longitude: 0 }, NOW)).toBeNull();
    expect(photoMetadata({ latitude: 91, longitude: 10 }, NOW)).toBeNull();
    expect(photoMetadata({ latitude: Number.NaN, longitude: 10 }, NOW)).toBeNull();
  });

  it('answers null for nothing read', () => {
    expect(photoMetadata(undefined, NOW)).toBeNull();
    expect(photoMetadata({}, NOW)).toBeNull();
  });
});

describe('firstPhotoMetadata', () => {
  it('takes the first known day and the first known position among several photos', () => {
    const position = { lat: 1, long: 2 };
    expect(
      firstPhotoMetadata([
        null,
        { takenOn: null, position },
        { takenOn: '2025-06-14', position: { lat: 3, long: 4 } },
      ]),
    ).toEqual({ takenOn: '2025-06-14', position });
    expect(firstPhotoMetadata([null, null])).toBeNull();
  });
});
