import { withName, withTag, without } from './tagCache';
import { usageSummary } from './tagUsage';

const tag = (_id: string, name: string, restaurantCount = 0, mealCount = 0) => ({
  _id,
  diaryId: 'u1',
  name,
  restaurantCount,
  mealCount,
});
const names = (tags: { name: string }[]) => tags.map((item) => item.name);

describe('the cached tag list', () => {
  const tags = [tag('1', 'apple', 2, 1), tag('2', 'Cherry')];

  it('takes a created tag in name order, with no usage yet, and only once', () => {
    const added = withTag(tags, { _id: '3', diaryId: 'u1', name: 'banana' });
    expect(names(added)).toEqual(['apple', 'banana', 'Cherry']);
    expect(added[1]).toEqual(tag('3', 'banana'));
    expect(withTag(tags, { _id: '1', diaryId: 'u1', name: 'apple' })).toEqual(tags);
  });

  it('re-sorts after a rename and keeps the counts', () => {
    const renamed = withName(tags, '1', 'Damson');
    expect(names(renamed)).toEqual(['Cherry', 'Damson']);
    expect(renamed[1]).toEqual(tag('1', 'Damson', 2, 1));
  });

  it('drops deleted tags', () => {
    expect(without(tags, ['1', 'unknown'])).toEqual([tags[1]]);
  });
});

describe('usageSummary', () => {
  it('counts restaurants and meals, singular for one', () => {
    expect(usageSummary({ restaurantCount: 3, mealCount: 1 })).toBe('3 restaurants · 1 meal');
    expect(usageSummary({ restaurantCount: 1, mealCount: 0 })).toBe('1 restaurant · 0 meals');
  });
});
