import { activeFilterCount } from './filterSummary';
import { DEFAULT_FILTER_CHOICE } from './queries';

it('counts none for the defaults', () => {
  expect(activeFilterCount(DEFAULT_FILTER_CHOICE)).toBe(0);
});

it('counts distance, category and price once each, however many prices', () => {
  expect(
    activeFilterCount({
      radius: 5000,
      category: { _id: null, name: 'Pizza', alias: 'pizza' },
      prices: [1, 2],
    }),
  ).toBe(3);
  expect(activeFilterCount({ ...DEFAULT_FILTER_CHOICE, prices: [4] })).toBe(1);
});
