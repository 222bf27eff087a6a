import { ownerFilter } from './owner-filter';

describe('ownerFilter', () => {
  it('keeps userId a top-level key next to the other conditions', () => {
    expect(ownerFilter('u1', [{ isThumbsUp: true }, { nameKey: { $regex: 'x' } }])).toEqual({
      userId: 'u1',
      $and: [{ isThumbsUp: true }, { nameKey: { $regex: 'x' } }],
    });
  });

  it('leaves out conditions that narrow nothing, and $and when none is left', () => {
    expect(ownerFilter('u1', [{}, {}])).toEqual({ userId: 'u1' });
    expect(ownerFilter('u1', [])).toEqual({ userId: 'u1' });
  });
});
