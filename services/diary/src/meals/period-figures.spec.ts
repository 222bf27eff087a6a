import { Types } from 'mongoose';
import { periodFigures } from './period-figures';

describe('periodFigures', () => {
  const a = new Types.ObjectId();
  const b = new Types.ObjectId();

  it('counts meals, thumbs up among rated ones and distinct places', () => {
    const figures = periodFigures([
      { restaurantId: a, isThumbsUp: true },
      { restaurantId: new Types.ObjectId(a.toHexString()), isThumbsUp: false },
      { restaurantId: b, isThumbsUp: null },
      { restaurantId: null, isThumbsUp: true },
      {},
    ]);
    expect(figures).toMatchObject({ meals: 5, thumbsUp: 2, rated: 3 });
    expect(figures.placeIds.map(String)).toEqual([a.toHexString(), b.toHexString()]);
  });

  it('answers zeros for no meals', () => {
    expect(periodFigures([])).toEqual({ meals: 0, thumbsUp: 0, rated: 0, placeIds: [] });
  });
});
