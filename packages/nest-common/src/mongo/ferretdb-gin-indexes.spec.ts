import { ginFieldsOf, ginIndexName } from './ferretdb-gin-indexes';

describe('ginFieldsOf', () => {
  it('takes every leading key, and the equality key after the owner, never a sort key', () => {
    expect(
      ginFieldsOf([
        [{ userId: 1, date: -1, createdAt: -1, _id: -1 }],
        [{ userId: 1, month: -1 }],
        [{ userId: 1, restaurantId: 1, date: -1 }],
        [{ emailKey: 1 }, { unique: true }],
        [{ _id: 1 }],
      ]),
    ).toEqual(['emailKey', 'month', 'restaurantId', 'userId']);
  });

  it('treats a diary-led index as an owner-led one', () => {
    expect(
      ginFieldsOf([
        [{ diaryId: 1, date: -1, createdAt: -1, _id: -1 }],
        [{ diaryId: 1, restaurantId: 1, date: -1 }],
        [{ diaryId: 1, nameKey: 1 }, { unique: true }],
        [{ userId: 1, month: -1 }],
      ]),
    ).toEqual(['diaryId', 'month', 'nameKey', 'restaurantId', 'userId']);
  });

  it('keeps index names within PostgreSQL’s 63 bytes, distinct per field', () => {
    expect(ginIndexName('meals_5c2d', 'userId')).toBe('meals_5c2d_userId_gin');
    const long = ginIndexName('a'.repeat(60), 'userId');
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).not.toBe(ginIndexName('a'.repeat(60), 'month'));
  });
});
