import { Types } from 'mongoose';
import { emptyTally, mergedTally, periodFigures, placesOf, tallyOf } from './period-figures';

const noSpend = { hundredths: {}, meals: {}, unpriced: 0 };

describe('period figures', () => {
  const a = new Types.ObjectId();
  const b = new Types.ObjectId();
  const usd = (amount: number) => ({ amount, currency: 'USD' });
  const meals = [
    { restaurantId: a, isThumbsUp: true, price: usd(10.1) },
    { restaurantId: new Types.ObjectId(a.toHexString()), isThumbsUp: false, price: usd(0.2) },
    { restaurantId: b, isThumbsUp: null, price: { amount: 1200, currency: 'JPY' } },
    { restaurantId: null, isThumbsUp: true, price: null },
    {},
  ];

  it('counts meals, thumbs up among rated ones, distinct places and what they cost', () => {
    const figures = periodFigures(tallyOf(meals), 'all');
    expect(figures).toEqual({
      meals: 5,
      thumbsUp: 2,
      rated: 3,
      placeIds: [a.toHexString(), b.toHexString()],
      spend: { hundredths: { USD: 1030, JPY: 120000 }, meals: { USD: 2, JPY: 1 }, unpriced: 2 },
    });
  });

  it('keeps only the meals, places and prices of the thumbs filter', () => {
    const tally = tallyOf(meals);
    expect(periodFigures(tally, 'thumbsUp')).toEqual({
      meals: 2,
      thumbsUp: 2,
      rated: 2,
      placeIds: [a.toHexString()],
      spend: { hundredths: { USD: 1010 }, meals: { USD: 1 }, unpriced: 1 },
    });
    expect(periodFigures(tally, 'thumbsDown')).toEqual({
      meals: 1,
      thumbsUp: 0,
      rated: 1,
      placeIds: [a.toHexString()],
      spend: { hundredths: { USD: 20 }, meals: { USD: 1 }, unpriced: 0 },
    });
    expect(periodFigures(tally, 'unrated')).toEqual({
      meals: 2,
      thumbsUp: 0,
      rated: 0,
      placeIds: [b.toHexString()],
      spend: { hundredths: { JPY: 120000 }, meals: { JPY: 1 }, unpriced: 1 },
    });
  });

  it('merges the tallies of several months into the figures of their period', () => {
    const merged = mergedTally([tallyOf(meals.slice(0, 2)), tallyOf(meals.slice(2)), emptyTally()]);
    expect(merged).toEqual(tallyOf(meals));
    expect(placesOf(merged)).toEqual(new Set([a.toHexString(), b.toHexString()]));
  });

  it('adds prices in whole hundredths, so no float error builds up over months', () => {
    const months = Array.from({ length: 1000 }, () => tallyOf([{ price: usd(0.1) }]));
    expect(periodFigures(mergedTally(months), 'all').spend.hundredths).toEqual({ USD: 10000 });
  });

  it('answers zeros for no meals', () => {
    expect(periodFigures(tallyOf([]), 'all')).toEqual({
      meals: 0,
      thumbsUp: 0,
      rated: 0,
      placeIds: [],
      spend: noSpend,
    });
    expect(placesOf(emptyTally()).size).toBe(0);
  });
});
