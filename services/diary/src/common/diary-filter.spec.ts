import { Types } from 'mongoose';
import { diaryFilter } from './diary-filter';

describe('diaryFilter', () => {
  it('keeps diaryId and plain equalities top-level keys, the other conditions under $and', () => {
    const restaurantId = new Types.ObjectId();
    expect(
      diaryFilter('d1', [
        { isThumbsUp: true },
        { nameKey: { $regex: 'x' } },
        { restaurantId },
        { month: '2024-09', isThumbsUp: null },
      ]),
    ).toEqual({
      diaryId: 'd1',
      isThumbsUp: true,
      restaurantId,
      $and: [{ nameKey: { $regex: 'x' } }, { month: '2024-09', isThumbsUp: null }],
    });
  });

  it('never lets a condition replace the diary or another condition on the same field', () => {
    expect(
      diaryFilter('d1', [{ diaryId: 'd2' }, { date: '2024-01-01' }, { date: '2024-01-02' }]),
    ).toEqual({
      diaryId: 'd1',
      date: '2024-01-01',
      $and: [{ diaryId: 'd2' }, { date: '2024-01-02' }],
    });
  });

  it('keeps operators and sub-documents under $and', () => {
    expect(diaryFilter('d1', [{ $or: [{ a: 1 }] }, { place: { city: 'Oslo' } }])).toEqual({
      diaryId: 'd1',
      $and: [{ $or: [{ a: 1 }] }, { place: { city: 'Oslo' } }],
    });
  });

  it('leaves out conditions that narrow nothing, and $and when none is left', () => {
    expect(diaryFilter('d1', [{}, {}])).toEqual({ diaryId: 'd1' });
    expect(diaryFilter('d1', [])).toEqual({ diaryId: 'd1' });
  });
});
