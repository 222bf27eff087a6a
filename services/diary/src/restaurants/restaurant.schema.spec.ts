import { RestaurantRecordSchema } from './restaurant.schema';

describe('the restaurants collection indexes', () => {
  it('serve the list narrowed to places saved for later, one diary at a time, in list order', () => {
    const keys = RestaurantRecordSchema.indexes().map(([fields]) => fields);
    expect(keys).toContainEqual({ diaryId: 1, wantToGo: 1, date: -1, createdAt: -1, _id: -1 });
  });
});
