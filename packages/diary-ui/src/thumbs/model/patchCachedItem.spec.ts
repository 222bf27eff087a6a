import { patchCachedItem } from './patchCachedItem';

type Item = { _id: string; isThumbsUp: boolean | null };
const rate = (item: Item): Item => ({ ...item, isThumbsUp: true });

describe('patchCachedItem', () => {
  it('patches the item in whichever page of an infinite list holds it', () => {
    const untouched = { items: [{ _id: 'a', isThumbsUp: null }], nextCursor: 'c' };
    const data = {
      pages: [untouched, { items: [{ _id: 'b', isThumbsUp: null }], nextCursor: null }],
      pageParams: [null, 'c'],
    };
    const patched = patchCachedItem<Item>(data, 'b', rate) as typeof data;
    expect(patched.pages[1]!.items[0]).toEqual({ _id: 'b', isThumbsUp: true });
    expect(patched.pages[0]).toBe(untouched);
    expect(patched.pageParams).toBe(data.pageParams);
    expect(data.pages[1]!.items[0]!.isThumbsUp).toBeNull();
  });

  it('patches a plain array and a single record', () => {
    expect(patchCachedItem<Item>([{ _id: 'a', isThumbsUp: false }], 'a', rate)).toEqual([
      { _id: 'a', isThumbsUp: true },
    ]);
    expect(patchCachedItem<Item>({ _id: 'a', isThumbsUp: null }, 'a', rate)).toEqual({
      _id: 'a',
      isThumbsUp: true,
    });
  });

  it('answers the same value when the item is not there or the shape is unknown', () => {
    const list = { pages: [{ items: [{ _id: 'a', isThumbsUp: null }], nextCursor: null }] };
    const other = { _id: 'z', isThumbsUp: null };
    const strings = ['a'];
    expect(patchCachedItem<Item>(list, 'b', rate)).toBe(list);
    expect(patchCachedItem<Item>(other, 'b', rate)).toBe(other);
    expect(patchCachedItem<Item>(strings, 'a', rate)).toBe(strings);
    expect(patchCachedItem<Item>(undefined, 'a', rate)).toBeUndefined();
  });
});
