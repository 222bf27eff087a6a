import {
  INITIAL_LOCATION_STATE,
  locationReducer,
  type LocationEvent,
  type LocationState,
} from './locationState';

const BOISE = { latitude: 43.615, longitude: -116.2023 };
const run = (events: LocationEvent[], from: LocationState = INITIAL_LOCATION_STATE) =>
  events.reduce(locationReducer, from);

it('starts unknown', () => {
  expect(INITIAL_LOCATION_STATE).toEqual({ status: 'unknown', attempt: 0 });
});

it('requesting, then known from the device, unnamed until reverse geocoding names it', () => {
  const located = run([
    { type: 'request', attempt: 1 },
    { type: 'located', attempt: 1, coordinates: BOISE },
  ]);
  expect(located).toEqual({
    status: 'known',
    attempt: 1,
    location: { ...BOISE, placeName: null, source: 'device' },
  });
  expect(run([{ type: 'named', coordinates: BOISE, placeName: 'Boise' }], located)).toMatchObject({
    location: { placeName: 'Boise' },
  });
});

it('requesting, then failed with the message', () => {
  expect(
    run([
      { type: 'request', attempt: 1 },
      { type: 'failed', attempt: 1, error: 'nope' },
    ]),
  ).toEqual({ status: 'failed', attempt: 1, error: 'nope' });
});

it('ignores an answer to an earlier request', () => {
  const state = run([
    { type: 'request', attempt: 1 },
    { type: 'request', attempt: 2 },
    { type: 'failed', attempt: 1, error: 'late' },
    { type: 'located', attempt: 1, coordinates: BOISE },
  ]);
  expect(state).toEqual({ status: 'requesting', attempt: 2 });
});

it('a chosen place wins over a device answer still on its way', () => {
  const place = {
    latitude: 1,
    longitude: 2,
    placeName: 'Chicago, IL',
    source: 'suggested' as const,
  };
  const state = run([
    { type: 'request', attempt: 1 },
    { type: 'chosen', attempt: 2, location: place },
    { type: 'located', attempt: 1, coordinates: BOISE },
  ]);
  expect(state).toEqual({ status: 'known', attempt: 2, location: place });
});

it('names only the device fix at the same coordinates', () => {
  const chosen = run([
    {
      type: 'chosen',
      attempt: 1,
      location: { ...BOISE, placeName: 'Boise, ID', source: 'suggested' },
    },
  ]);
  expect(run([{ type: 'named', coordinates: BOISE, placeName: 'X' }], chosen)).toBe(chosen);
  const located = run([
    { type: 'request', attempt: 1 },
    { type: 'located', attempt: 1, coordinates: BOISE },
  ]);
  expect(
    run([{ type: 'named', coordinates: { latitude: 0, longitude: 0 }, placeName: 'X' }], located),
  ).toBe(located);
});

it('a failed entry fails the location; an older geocoding answer is ignored', () => {
  const failed = run([{ type: 'chooseFailed', attempt: 3, error: 'not found' }]);
  expect(failed).toEqual({ status: 'failed', attempt: 3, error: 'not found' });
  expect(
    run(
      [
        {
          type: 'chosen',
          attempt: 2,
          location: { ...BOISE, placeName: 'Old', source: 'manual' },
        },
      ],
      failed,
    ),
  ).toBe(failed);
});
