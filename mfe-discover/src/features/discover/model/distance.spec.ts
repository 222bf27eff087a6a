import { DEFAULT_RADIUS_METRES, DISTANCE_OPTIONS, formatDistance } from './distance';

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [12.4, '12 m'],
    [999.4, '999 m'],
    [1000, '1.0 km'],
    [1049, '1.0 km'],
    [1050, '1.1 km'],
    [12345, '12.3 km'],
  ])('%d m reads %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });
});

it('offers 0.5 to 20 km as metres, 1 km by default', () => {
  expect(DISTANCE_OPTIONS.map(({ metres, label }) => [label, metres])).toEqual([
    ['0.5 km', 500],
    ['1 km', 1000],
    ['2 km', 2000],
    ['5 km', 5000],
    ['10 km', 10000],
    ['20 km', 20000],
  ]);
  expect(DEFAULT_RADIUS_METRES).toBe(1000);
});
