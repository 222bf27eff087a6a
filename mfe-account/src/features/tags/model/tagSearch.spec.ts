import { creatableFromSearch, filterByName, searchIndex } from './tagSearch';

const tags = ['Ramen', 'ramen bars', 'Spicy', 'Date Night'].map((name, i) => ({
  _id: String(i),
  name,
}));

describe('filterByName', () => {
  const index = searchIndex(tags);
  const names = (text: string) => filterByName(index, text).map((tag) => tag.name);

  it('keeps the names containing the text, ignoring case, in list order', () => {
    expect(names('RAM')).toEqual(['Ramen', 'ramen bars']);
    expect(names('night')).toEqual(['Date Night']);
    expect(names(' spicy ')).toEqual(['Spicy']);
  });

  it('keeps everything for blank text and nothing without a match', () => {
    expect(names('  ')).toHaveLength(4);
    expect(names('tacos')).toEqual([]);
  });

  it('filters 2,000 tags well within a keystroke', () => {
    const many = searchIndex(
      Array.from({ length: 2000 }, (_, i) => ({ _id: String(i), name: `Tag number ${i}` })),
    );
    const started = performance.now();
    for (const text of ['t', 'ta', 'tag', 'tag n', 'tag number 1', 'tag number 19'])
      filterByName(many, text);
    expect((performance.now() - started) / 6).toBeLessThan(50);
  });
});

describe('creatableFromSearch', () => {
  it('offers the trimmed search text when nothing matches', () => {
    expect(creatableFromSearch('  Tacos ', 0)).toBe('Tacos');
  });

  it('offers nothing while something matches or the text is blank', () => {
    expect(creatableFromSearch('ram', 2)).toBeNull();
    expect(creatableFromSearch('   ', 0)).toBeNull();
  });
});
