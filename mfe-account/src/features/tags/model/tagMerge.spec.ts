import { defaultSurvivorId, mergedMessage, mergeRequest } from './tagMerge';

const tag = (_id: string, restaurantCount: number, mealCount: number) => ({
  _id,
  diaryId: 'u1',
  name: _id,
  restaurantCount,
  mealCount,
});

describe('defaultSurvivorId', () => {
  it('keeps the most used tag, restaurants and meals together', () => {
    expect(defaultSurvivorId([tag('taco', 1, 1), tag('tacos', 0, 5), tag('Taco', 2, 2)])).toBe(
      'tacos',
    );
  });

  it('keeps the first on a tie, and none without tags', () => {
    expect(defaultSurvivorId([tag('a', 1, 0), tag('b', 0, 1)])).toBe('a');
    expect(defaultSurvivorId([])).toBeUndefined();
  });
});

describe('mergeRequest', () => {
  const selected = [tag('a', 0, 0), tag('b', 0, 0), tag('c', 0, 0)];

  it('makes the survivor the target and every other selected tag a source', () => {
    expect(mergeRequest(selected, 'b')).toEqual({ targetId: 'b', sourceIds: ['a', 'c'] });
  });

  it('is nothing for fewer than two tags or a survivor outside the selection', () => {
    expect(mergeRequest([tag('a', 0, 0)], 'a')).toBeNull();
    expect(mergeRequest(selected, 'z')).toBeNull();
  });
});

describe('mergedMessage', () => {
  it('names the count and the survivor', () => {
    expect(mergedMessage(3, 'tacos')).toBe('Merged 3 tags into "tacos".');
  });
});
