import {
  coordinateParam,
  coordinatesPlaceName,
  SUGGESTED_LOCATIONS,
  UNNAMED_PLACE,
} from './places';

it('suggests Boise, New York, San Francisco and Chicago at fixed coordinates', () => {
  expect(SUGGESTED_LOCATIONS).toEqual([
    { name: 'Boise, ID', latitude: 43.615, longitude: -116.2023 },
    { name: 'New York, NY', latitude: 40.7128, longitude: -74.006 },
    { name: 'San Francisco, CA', latitude: 37.7749, longitude: -122.4194 },
    { name: 'Chicago, IL', latitude: 41.8781, longitude: -87.6298 },
  ]);
});

it("names an unnamed fix 'Your location', a failed one by its coordinates to 4 decimals", () => {
  expect(UNNAMED_PLACE).toBe('Your location');
  expect(coordinatesPlaceName({ latitude: 43.61504321, longitude: -116.2 })).toBe(
    'Location: 43.6150, -116.2000',
  );
});

describe('coordinateParam', () => {
  it.each([
    [43.615, '43.615'],
    [-116.2023, '-116.2023'],
    [40.7128123456789, '40.712812'],
    [10, '10'],
    [100, '100'],
    [0.0000001, '0'],
    [-74.0060001, '-74.006'],
  ])('%d → %s', (value, text) => {
    expect(coordinateParam(value)).toBe(text);
    expect(text).toMatch(/^-?\d{1,3}(\.\d{1,12})?$/);
  });
});
