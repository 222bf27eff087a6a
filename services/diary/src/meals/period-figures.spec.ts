import { Types } from 'mongoose';
import { emptyTally, mergedTally, periodFigures, placesOf, tallyOf } from './period-figures';

describe('period figures', () => {
  const a = new Types.ObjectId();
  const b = new Types.ObjectId();
  const meals = [
    { restaurantId: a, isThumbsUp: true },
    { restaurantId: new Types.ObjectId(a.toHexString()), isThumbsUp: false },
    { restaurantId: b, isThumbsUp: null },
    { restaurantId: null, isThumbsUp: true },
    {},
  ];

  it('counts meals, thumbs up among rated ones and distinct places', () => {
    const figures = periodFigures(tallyOf(meals), 'all');
    expect(figures).toEqual({
      meals: 5,
      thumbsUp: 2,
      rated: 3,
      placeIds: [a.toHexString(), b.toHexString()],
    });
  });

  it('keeps only the meals and places of the thumbs filter', () => {
    const tally = tallyOf(meals);
    expect(periodFigures(tally, 'thumbsUp')).toEqual({
      meals: 2,
      thumbsUp: 2,
      rated: 2,
      placeIds: [a.toHexString()],
    });
    expect(periodFigures(tally, 'thumbsDown')).toEqual({
      meals: 1,
      thumbsUp: 0,
      rated: 1,
      placeIds: [a.toHexString()],
    });
    expect(periodFigures(tally, 'unrated')).toEqual({
      meals: 2,
      thumbsUp: 0,
      rated: 0,
      placeIds: [b.toHexString()],
    });
  });

  it('merges the tallies of several months into the figures of their period', () => {
    const merged = mergedTally([tallyOf(meals.slice(0, 2)), tallyOf(meals.slice(2)), emptyTally()]);
    expect(merged).toEqual(tallyOf(meals));
    expect(placesOf(merged)).toEqual(new Set([a.toHexString(), b.toHexString()]));
  });

  it('answers zeros for no meals', () => {
    expect(periodFigures(tallyOf([]), 'all')).toEqual({
      meals: 0,
      thumbsUp: 0,
      rated: 0,
      placeIds: [],
    });
    expect(placesOf(emptyTally()).size).toBe(0);
  });
});
