import { Types } from 'mongoose';
import { countsOf } from './companions.service';

const cafe = new Types.ObjectId();
const diner = new Types.ObjectId();

describe('countsOf', () => {
  const rows = [
    { _id: { restaurantId: cafe, keys: ['sam', 'alex'] }, mealCount: 3 },
    { _id: { restaurantId: cafe, keys: ['sam'] }, mealCount: 2 },
    { _id: { restaurantId: diner, keys: ['alex', 'sam'] }, mealCount: 1 },
    { _id: { restaurantId: null, keys: ['sam'] }, mealCount: 4 },
  ];

  it('adds up meals and counts each restaurant once per person, none not counted', () => {
    expect(Object.fromEntries(countsOf(rows))).toEqual({
      sam: { mealCount: 10, restaurantCount: 2 },
      alex: { mealCount: 4, restaurantCount: 2 },
    });
  });

  it('keeps only the person asked for', () => {
    expect(Object.fromEntries(countsOf(rows, 'alex'))).toEqual({
      alex: { mealCount: 4, restaurantCount: 2 },
    });
    expect(countsOf(rows, 'kim').size).toBe(0);
  });
});
