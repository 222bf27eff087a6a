import { BadRequestException } from '@nestjs/common';
import { Types } from 'mongoose';
import { afterPosition, decodeCursor, encodeCursor } from './page-cursor';

const ID = '64b7f0c2a1b2c3d4e5f60901';

describe('page cursor', () => {
  it('carries the day, the creation time in milliseconds and the id, opaquely', () => {
    const position = { date: '2024-03-01', createdAt: 1_709_290_800_123, id: ID };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    ['a cursor of the two-part kind', `2024-03-01|${ID}`],
    ['a creation time that is not a number', `2024-03-01|soon|${ID}`],
    ['a bad day', `March|1709290800123|${ID}`],
    ['a bad id', '2024-03-01|1709290800123|nope'],
    ['extra parts', `2024-03-01|1709290800123|${ID}|x`],
  ])('refuses %s with 400', (_, text) => {
    expect(() => decodeCursor(Buffer.from(text).toString('base64url'))).toThrow(
      BadRequestException,
    );
  });

  it('continues after the position: earlier days, then earlier-created records of the day, then lower ids', () => {
    const created = new Date(1_709_290_800_123);
    expect(afterPosition({ date: '2024-03-01', createdAt: created.getTime(), id: ID })).toEqual({
      $or: [
        { date: { $lt: '2024-03-01' } },
        { date: '2024-03-01', createdAt: { $lt: created } },
        { date: '2024-03-01', createdAt: created, _id: { $lt: new Types.ObjectId(ID) } },
      ],
    });
  });
});
