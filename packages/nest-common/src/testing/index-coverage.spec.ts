import mongoose, { Schema, Types } from 'mongoose';
import {
  recordQueries,
  type RecordedQuery,
  unindexedQueries,
  unpushedOwnerQueries,
} from './index-coverage';
import { createTestDatabase } from './test-database';

const BY_USER_NEWEST: RecordedQuery['indexes'] = [
  [['_id', 1]],
  [
    ['userId', 1],
    ['date', -1],
    ['_id', -1],
  ],
  [
    ['userId', 1],
    ['nameKey', 1],
  ],
];

function query(filter: Record<string, unknown>, sort?: RecordedQuery['sort']): RecordedQuery {
  return { collection: 'meals', method: 'find', filter, sort, indexes: BY_USER_NEWEST };
}

describe('unindexedQueries', () => {
  it.each([
    ['a lookup by _id', query({ _id: new Types.ObjectId() })],
    ['ids of a set', query({ _id: { $in: [new Types.ObjectId()] } })],
    ['a user list newest first', query({ userId: 'u', isThumbsUp: true }, { date: -1, _id: -1 })],
    ['the same list walked backwards', query({ userId: 'u' }, { date: 1, _id: 1 })],
    ['a search inside the user range', query({ userId: 'u', nameKey: { $regex: 'pho' } })],
    [
      'an $or below the user condition, sorted',
      query(
        { $and: [{ userId: 'u' }, { $or: [{ nameKey: { $regex: 'x' } }, { _id: { $in: [] } }] }] },
        { date: -1, _id: -1 },
      ),
    ],
    ['an $or whose branches are each indexed', query({ $or: [{ _id: 1 }, { userId: 'u' }] })],
  ])('accepts %s', (_, recorded) => {
    expect(unindexedQueries([recorded])).toEqual([]);
  });

  it.each([
    ['a filter without the leading field', query({ isThumbsUp: true })],
    ['a sort no index yields', query({ userId: 'u' }, { nameKey: -1, date: 1 })],
    ['a sort with mixed directions', query({ userId: 'u' }, { date: -1, _id: 1 })],
    ['a sort after a range on the prefix', query({ userId: { $gt: 'a' } }, { date: -1 })],
    ['an $or with an unindexed branch', query({ $or: [{ _id: 1 }, { notes: 'x' }] })],
  ])('reports %s', (_, recorded) => {
    expect(unindexedQueries([recorded])).toHaveLength(1);
  });

  it('reports each query shape once, with its sort', () => {
    const problems = unindexedQueries([
      query({ isThumbsUp: true }, { date: -1 }),
      query({ isThumbsUp: false }, { date: -1 }),
    ]);
    expect(problems).toEqual(['meals.find({"isThumbsUp":"boolean"}, sort {"date":-1})']);
  });
});

describe('recordQueries', () => {
  const database = createTestDatabase('index_coverage');
  let connection: mongoose.Connection;

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(database.url, { dbName: database.dbName })
      .asPromise();
  });

  afterAll(async () => {
    await connection.close();
    await database.drop();
  });

  it('records the queries of real models with their declared indexes', async () => {
    const schema = new Schema({ userId: String, date: String, notes: String });
    schema.index({ userId: 1, date: -1 });
    const Entry = connection.model('Entry', schema, 'entries');
    await Entry.create({ userId: 'u', date: '2024-01-01', notes: 'kept' });

    const recorder = recordQueries(mongoose);
    try {
      await Entry.find({ userId: 'u' }).sort({ date: -1 }).lean().exec();
      await Entry.updateMany({ notes: 'kept' }, { $set: { notes: 'seen' } }).exec();
      await Entry.aggregate([
        { $match: { userId: 'u' } },
        { $sort: { date: -1 } },
        { $group: { _id: '$userId', count: { $sum: 1 } } },
      ]).exec();
      await Entry.aggregate([{ $group: { _id: '$notes' } }]).exec();
    } finally {
      recorder.stop();
    }
    await Entry.findOne({ notes: 'after stop' }).exec();

    expect(recorder.queries.map(({ method }) => method)).toEqual([
      'find',
      'updateMany',
      'aggregate',
      'aggregate',
    ]);
    expect(recorder.queries[0]).toMatchObject({
      collection: 'entries',
      filter: { userId: 'u' },
      sort: { date: -1 },
    });
    // A pipeline is planned by its leading $match and the $sort after it; without a $match it scans.
    expect(recorder.queries[2]).toMatchObject({ filter: { userId: 'u' }, sort: { date: -1 } });
    expect(unindexedQueries(recorder.queries)).toEqual([
      'entries.updateMany({"notes":"string"})',
      'entries.aggregate({})',
    ]);
  });
});

describe('unpushedOwnerQueries', () => {
  const ownerIndexes = [
    [['_id', 1]],
    [
      ['userId', 1],
      ['date', -1],
    ],
  ] as RecordedQuery['indexes'];
  const query = (filter: Record<string, unknown>): RecordedQuery => ({
    collection: 'meals',
    method: 'find',
    filter,
    indexes: ownerIndexes,
  });

  it('accepts a top-level equality on the owner next to other conditions', () => {
    expect(
      unpushedOwnerQueries([
        query({ userId: 'u1', month: '2024-05' }),
        query({ userId: { $eq: 'u1' }, $or: [{ a: 1 }, { b: 2 }] }),
        query({ userId: 'u1', date: { $lt: new Date() } }),
        query({ _id: 'x' }),
      ]),
    ).toEqual([]);
  });

  it('reports an owner FerretDB cannot push down: inside $and or $or, or by $in', () => {
    expect(
      unpushedOwnerQueries([
        query({ $and: [{ userId: 'u1' }, { month: '2024-05' }] }),
        query({ $or: [{ userId: 'u1' }, { shared: true }] }),
        query({ userId: { $in: ['u1', 'u2'] } }),
      ]),
    ).toEqual([
      'meals.find({"$and":[{"userId":"string"}]})',
      'meals.find({"$or":[{"userId":"string"}]})',
      'meals.find({"userId":{"$in":["string"]}})',
    ]);
  });

  it('ignores collections without an owner-led index', () => {
    expect(
      unpushedOwnerQueries([{ ...query({ $and: [{ userId: 'u1' }] }), indexes: [[['_id', 1]]] }]),
    ).toEqual([]);
  });

  it('checks a diary-led collection by its diaryId the same way', () => {
    const diaryIndexes = [
      [['_id', 1]],
      [
        ['diaryId', 1],
        ['date', -1],
      ],
    ] as RecordedQuery['indexes'];
    const diaryQuery = (filter: Record<string, unknown>): RecordedQuery => ({
      ...query(filter),
      indexes: diaryIndexes,
    });
    expect(
      unpushedOwnerQueries([
        diaryQuery({ diaryId: 'd1', month: '2024-05' }),
        diaryQuery({ userId: 'u1', diaryId: { $exists: false } }),
        diaryQuery({ $and: [{ diaryId: 'd1' }] }),
      ]),
    ).toEqual(['meals.find({"$and":[{"diaryId":"string"}]})']);
  });
});
