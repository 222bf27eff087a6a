import { retryDelayMs } from './backoff';

it('doubles from 2 s up to 5 minutes, less up to half at random', () => {
  const longest = (attempts: number) => retryDelayMs(attempts, () => 0);
  expect([1, 2, 3, 4, 8, 9, 30].map(longest)).toEqual([
    2_000, 4_000, 8_000, 16_000, 256_000, 300_000, 300_000,
  ]);
  expect(retryDelayMs(3, () => 1)).toBe(4_000);
  expect(retryDelayMs(3, () => 0.5)).toBe(6_000);
});
