import { removeCachedItem } from './removeCachedItem';

const pageOf = (...ids: string[]) => ({
  items: ids.map((_id) => ({ _id })),
  nextCursor: null,
});

it('takes the item out of the page holding it, keeping the other pages as they are', () => {
  const first = pageOf('a', 'b');
  const second = pageOf('c');
  const data = { pages: [first, second], pageParams: [null, 'c1'] };
  const next = removeCachedItem(data, 'b') as typeof data;
  expect(next.pages[0]).toEqual(pageOf('a'));
  expect(next.pages[1]).toBe(second);
  expect(next.pageParams).toBe(data.pageParams);
});

it('answers the same value when the list does not hold the item', () => {
  const data = { pages: [pageOf('a')], pageParams: [null] };
  expect(removeCachedItem(data, 'z')).toBe(data);
});

it.each([undefined, null, { _id: 'a' }, [{ _id: 'a' }], { pages: 'none' }])(
  'leaves %j alone',
  (data) => {
    expect(removeCachedItem(data, 'a')).toBe(data);
  },
);
