import type { Connection, Mongoose } from 'mongoose';

/**
 * Checks that every query a service sends could be answered from one of its
 * declared indexes, by MongoDB's planning rules. FerretDB (the local database)
 * scans every collection whatever the indexes, so its timings cannot show a
 * missing index; this check shows it for production's MongoDB.
 */

type Direction = 1 | -1;
type IndexKey = readonly (readonly [field: string, direction: Direction])[];

/** One query as the driver received it, with the indexes of its collection. */
export interface RecordedQuery {
  collection: string;
  method: string;
  filter: Record<string, unknown>;
  sort?: Record<string, Direction>;
  indexes: IndexKey[];
}

/** Methods without a filter to plan (writes of new documents, index management). */
const UNPLANNED_METHODS = new Set([
  'insertOne',
  'insertMany',
  'createIndex',
  'createIndexes',
  'listIndexes',
  'indexes',
  'indexInformation',
  'dropIndex',
  'dropIndexes',
  'drop',
  'estimatedDocumentCount',
]);

/** Methods whose first argument is a filter and whose options may hold a sort. */
const FILTERED_METHODS: Record<string, (args: unknown[]) => Record<string, unknown> | undefined> = {
  find: (args) => asRecord(args[1])?.sort as Record<string, unknown> | undefined,
  findOne: (args) => asRecord(args[1])?.sort as Record<string, unknown> | undefined,
  findOneAndUpdate: (args) => asRecord(args[2])?.sort as Record<string, unknown> | undefined,
  findOneAndDelete: (args) => asRecord(args[1])?.sort as Record<string, unknown> | undefined,
  findOneAndReplace: (args) => asRecord(args[2])?.sort as Record<string, unknown> | undefined,
  updateOne: () => undefined,
  updateMany: () => undefined,
  replaceOne: () => undefined,
  deleteOne: () => undefined,
  deleteMany: () => undefined,
  countDocuments: () => undefined,
  distinct: () => undefined,
  // A pipeline is planned by its leading stages: a `$match` (the filter) and a `$sort` right after it.
  aggregate: (args) => {
    const [first, second] = (Array.isArray(args[0]) ? args[0] : []) as unknown[];
    return asRecord(first)?.$match === undefined
      ? undefined
      : (asRecord(second)?.$sort as Record<string, unknown> | undefined);
  },
};

/** The filter a call plans by: a distinct's second argument, a pipeline's leading `$match`. */
function filterOf(method: string, args: unknown[]): unknown {
  if (method === 'distinct') return args[1];
  if (method === 'aggregate') {
    const [first] = (Array.isArray(args[0]) ? args[0] : []) as unknown[];
    return asRecord(first)?.$match;
  }
  return args[0];
}

export interface QueryRecorder {
  readonly queries: readonly RecordedQuery[];
  stop(): void;
}

/**
 * Records every collection call made through `mongoose` (the instance the
 * service under test uses) until `stop()`, through mongoose's debug hook.
 */
export function recordQueries(mongoose: Mongoose): QueryRecorder {
  const queries: RecordedQuery[] = [];
  const previous = mongoose.get('debug');
  mongoose.set(
    'debug',
    function (this: { conn: Connection }, collection: string, method: string, ...args: unknown[]) {
      if (UNPLANNED_METHODS.has(method)) return;
      const sortOf = FILTERED_METHODS[method];
      if (!sortOf) throw new Error(`index coverage: no planning rule for ${collection}.${method}`);
      queries.push({
        collection,
        method,
        filter: asRecord(filterOf(method, args)) ?? {},
        sort: normaliseSort(sortOf(args)),
        indexes: indexesOf(this.conn, collection),
      });
    },
  );
  return {
    queries,
    stop: () => void mongoose.set('debug', previous),
  };
}

/** The recorded queries no index serves, one line per distinct query shape. */
export function unindexedQueries(queries: readonly RecordedQuery[]): string[] {
  const problems = new Set<string>();
  for (const query of queries) {
    const plan = parseFilter(query.filter);
    if (!isServed(plan, query.indexes, query.sort))
      problems.add(
        `${query.collection}.${query.method}(${JSON.stringify(shapeOf(query.filter))}` +
          `${query.sort ? `, sort ${JSON.stringify(query.sort)}` : ''})`,
      );
  }
  return [...problems];
}

/**
 * FerretDB's pushdown rule on PostgreSQL: it hands SQL only the filter's
 * top-level fields compared with one value (`field: value` or
 * `field: { $eq: value }`); `$and`, `$or` and `$in` are evaluated after
 * reading the rows. In a per-owner collection (one with an index led by an
 * owner field: `userId`, or the diary service's `diaryId`) a query that names
 * the owner must do so in that form, or FerretDB reads every owner's
 * documents. The one exception is `{ owner: { $exists: false } }`: a start-up
 * backfill looking for records stored before the field existed, which no
 * owner's index could serve. Returns the queries that break the rule, one
 * line per distinct shape.
 */
export function unpushedOwnerQueries(
  queries: readonly RecordedQuery[],
  owners: readonly string[] = ['userId', 'diaryId'],
): string[] {
  const problems = new Set<string>();
  for (const query of queries) {
    for (const owner of owners) {
      if (!query.indexes.some((index) => index[0]?.[0] === owner)) continue;
      if (!mentions(query.filter, owner)) continue;
      if (isPushedEquality(query.filter[owner]) || isMissingCheck(query.filter[owner])) continue;
      problems.add(`${query.collection}.${query.method}(${JSON.stringify(shapeOf(query.filter))})`);
    }
  }
  return [...problems];
}

/** `{ $exists: false }`: the records without the field (a backfill's search). */
function isMissingCheck(value: unknown): boolean {
  const record = asRecord(value);
  return record !== undefined && Object.keys(record).length === 1 && record.$exists === false;
}

function mentions(value: unknown, field: string): boolean {
  if (Array.isArray(value)) return value.some((item) => mentions(item, field));
  const record = asRecord(value);
  return Boolean(
    record &&
    Object.entries(record).some(([key, inner]) => key === field || mentions(inner, field)),
  );
}

/** A scalar (string, number, boolean, Date, ObjectId) or `{ $eq: scalar }`. */
function isPushedEquality(value: unknown): boolean {
  if (value === undefined || value === null || Array.isArray(value) || value instanceof RegExp)
    return false;
  const record = asRecord(value);
  if (!record) return true;
  const keys = Object.keys(record);
  return keys.length === 1 && keys[0] === '$eq' && isPushedEquality(record.$eq);
}

/** The declared indexes of the collection's model, with the implicit `_id` index first. */
function indexesOf(connection: Connection, collection: string): IndexKey[] {
  const model = Object.values(connection.models).find(
    (candidate) => candidate.collection.collectionName === collection,
  );
  const declared = (model?.schema.indexes() ?? []).map(
    ([fields]) =>
      Object.entries(fields).map(
        ([field, direction]) => [field, direction === -1 ? -1 : 1] as const,
      ) as IndexKey,
  );
  return [[['_id', 1]], ...declared];
}

type Predicate = 'equality' | 'range';

/** A filter as the planner sees it: field predicates that always apply, plus `$or` groups. */
interface Conjunction {
  fields: Map<string, Predicate>;
  orGroups: Conjunction[][];
}

function parseFilter(filter: Record<string, unknown>): Conjunction {
  const conjunction: Conjunction = { fields: new Map(), orGroups: [] };
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') {
      for (const child of value as Record<string, unknown>[]) {
        const parsed = parseFilter(child);
        for (const [field, predicate] of parsed.fields) addPredicate(conjunction, field, predicate);
        conjunction.orGroups.push(...parsed.orGroups);
      }
    } else if (key === '$or') {
      conjunction.orGroups.push((value as Record<string, unknown>[]).map(parseFilter));
    } else if (!key.startsWith('$')) {
      addPredicate(conjunction, key, predicateOf(value));
    }
  }
  return conjunction;
}

function addPredicate(conjunction: Conjunction, field: string, predicate: Predicate): void {
  if (conjunction.fields.get(field) !== 'equality') conjunction.fields.set(field, predicate);
}

/** `$in` is a set of points, so it serves an index prefix like an equality does. */
function predicateOf(value: unknown): Predicate {
  const operators = asRecord(value);
  if (!operators || !Object.keys(operators).every((key) => key.startsWith('$'))) return 'equality';
  return '$eq' in operators || '$in' in operators ? 'equality' : 'range';
}

/**
 * Served when an index's leading field is constrained by the conditions that
 * always apply (and it also yields the sort order, when there is one), or
 * when every branch of some `$or` is served on its own.
 */
function isServed(
  plan: Conjunction,
  indexes: readonly IndexKey[],
  sort?: Record<string, Direction>,
): boolean {
  const byIndex = indexes.some(
    (index) => plan.fields.has(index[0]![0]) && yieldsSort(index, plan.fields, sort),
  );
  if (byIndex) return true;
  if (sort) return false;
  return plan.orGroups.some((group, groupIndex) =>
    group.every((branch) =>
      isServed(
        {
          fields: new Map([...plan.fields, ...branch.fields]),
          orGroups: [
            ...plan.orGroups.filter((_, other) => other !== groupIndex),
            ...branch.orGroups,
          ],
        },
        indexes,
      ),
    ),
  );
}

/**
 * The index walks in `sort` order when the sort fields follow, in order and
 * all in the same or all in the opposite direction, a prefix of fields the
 * filter pins to one value.
 */
function yieldsSort(
  index: IndexKey,
  fields: ReadonlyMap<string, Predicate>,
  sort?: Record<string, Direction>,
): boolean {
  const sortKeys = Object.entries(sort ?? {});
  if (sortKeys.length === 0) return true;
  const start = index.findIndex(([field]) => field === sortKeys[0]![0]);
  if (start < 0 || !index.slice(0, start).every(([field]) => fields.get(field) === 'equality'))
    return false;
  const walk = index.slice(start, start + sortKeys.length);
  if (walk.length < sortKeys.length) return false;
  const sameWay = walk.every(
    ([field, direction], i) => sortKeys[i]![0] === field && sortKeys[i]![1] === direction,
  );
  const reversed = walk.every(
    ([field, direction], i) => sortKeys[i]![0] === field && sortKeys[i]![1] === -direction,
  );
  return sameWay || reversed;
}

function normaliseSort(
  sort: Record<string, unknown> | undefined,
): Record<string, Direction> | undefined {
  if (!sort || Object.keys(sort).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(sort).map(([field, direction]) => [
      field,
      direction === -1 || direction === 'desc' || direction === 'descending' ? -1 : 1,
    ]),
  );
}

/** The filter with its values replaced by their kinds, so equal shapes are reported once. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  const record = asRecord(value);
  if (!record) return value === null ? null : typeof value;
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, shapeOf(inner)]));
}

/** A plain object (not an ObjectId, Date, RegExp or array), or undefined. */
function asRecord(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null
    ? (value as Record<string, unknown>)
    : undefined;
}
