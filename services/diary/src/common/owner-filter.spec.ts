import { Types } from 'mongoose';
import { ownerFilter } from './owner-filter';

describe('ownerFilter', () => {
  it('keeps userId and plain equalities top-level keys, the other conditions under $and', () => {
    const restaurantId = new Types.ObjectId();
    expect(
      ownerFilter('u1', [
        { isThumbsUp: true },
        { nameKey: { $regex: 'x' } },
        { restaurantId },
        { month: '2024-09', isThumbsUp: null },
      ]),
    ).toEqual({
      userId: 'u1',
      isThumbsUp: true,
      restaurantId,
      $and: [{ nameKey: { $regex: 'x' } }, { month: '2024-09', isThumbsUp: null }],
    });
  });

  it('never lets a condition replace the owner or another condition on the same field', () => {
    expect(
      ownerFilter('u1', [{ userId: 'u2' }, { date: '2024-01-01' }, { date: '2024-01-02' }]),
    ).toEqual({
      userId: 'u1',
      date: '2024-01-01',
      $and: [{ userId: 'u2' }, { date: '2024-01-02' }],
    });
  });

  it('keeps operators and sub-documents under $and', () => {
    expect(ownerFilter('u1', [{ $or: [{ a: 1 }] }, { place: { city: 'Oslo' } }])).toEqual({
      userId: 'u1',
      $and: [{ $or: [{ a: 1 }] }, { place: { city: 'Oslo' } }],
    });
  });

  it('leaves out conditions that narrow nothing, and $and when none is left', () => {
    expect(ownerFilter('u1', [{}, {}])).toEqual({ userId: 'u1' });
    expect(ownerFilter('u1', [])).toEqual({ userId: 'u1' });
  });
});
