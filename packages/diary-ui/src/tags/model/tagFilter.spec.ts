import { tagFilterFromSearchParams, taggedListPath } from './tagFilter';

const ID = '65a1b2c3d4e5f60718293a4b';

describe('tag filter of the list pages', () => {
  it('links a list to the records carrying a tag', () => {
    expect(taggedListPath('meals', ID)).toBe(`/meals?tag=${ID}`);
    expect(taggedListPath('restaurants', ID)).toBe(`/restaurants?tag=${ID}`);
  });

  it('reads the tag id back from the URL, refusing anything but an id', () => {
    const read = (search: string) => tagFilterFromSearchParams(new URLSearchParams(search));
    expect(read(`tag=${ID.toUpperCase()}&filter=thumbsUp`)).toBe(ID);
    expect(read('')).toBeNull();
    expect(read('tag=ramen')).toBeNull();
    expect(read(`tag=${ID}x`)).toBeNull();
  });
});
