import { diaryListQuerySchema, mealListQuerySchema } from './list-query';
import {
  bulkDeleteTagsInputSchema,
  mergeTagsInputSchema,
  TAG_BATCH_MAX_SIZE,
  tagListQuerySchema,
} from './tags';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const C = 'cccccccccccccccccccccccc';
const idsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => index.toString(16).padStart(24, '0'));

describe('tagListQuerySchema', () => {
  it('accepts include=counts only', () => {
    expect(tagListQuerySchema.parse({})).toEqual({});
    expect(tagListQuerySchema.parse({ include: 'counts' })).toEqual({ include: 'counts' });
    expect(tagListQuerySchema.safeParse({ include: 'tags' }).success).toBe(false);
  });
});

describe('bulkDeleteTagsInputSchema', () => {
  it('reads distinct lower-case ids', () => {
    expect(bulkDeleteTagsInputSchema.parse({ ids: [A, A.toUpperCase(), B] })).toEqual({
      ids: [A, B],
    });
  });

  it(`needs between 1 and ${TAG_BATCH_MAX_SIZE} valid ids`, () => {
    expect(bulkDeleteTagsInputSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(bulkDeleteTagsInputSchema.safeParse({ ids: ['nope'] }).success).toBe(false);
    expect(bulkDeleteTagsInputSchema.safeParse({}).success).toBe(false);
    expect(bulkDeleteTagsInputSchema.safeParse({ ids: idsOf(TAG_BATCH_MAX_SIZE) }).success).toBe(
      true,
    );
    expect(
      bulkDeleteTagsInputSchema.safeParse({ ids: idsOf(TAG_BATCH_MAX_SIZE + 1) }).success,
    ).toBe(false);
  });
});

describe('mergeTagsInputSchema', () => {
  it('reads the target, distinct sources and an optional trimmed name', () => {
    expect(mergeTagsInputSchema.parse({ targetId: A, sourceIds: [B, C, B] })).toEqual({
      targetId: A,
      sourceIds: [B, C],
    });
    expect(mergeTagsInputSchema.parse({ targetId: A, sourceIds: [B], name: ' Tacos ' })).toEqual({
      targetId: A,
      sourceIds: [B],
      name: 'Tacos',
    });
  });

  it('refuses a blank name, no sources, and the target among the sources', () => {
    expect(mergeTagsInputSchema.safeParse({ targetId: A, sourceIds: [B], name: ' ' }).success).toBe(
      false,
    );
    expect(mergeTagsInputSchema.safeParse({ targetId: A, sourceIds: [] }).success).toBe(false);
    const withTarget = mergeTagsInputSchema.safeParse({ targetId: A, sourceIds: [B, A] });
    expect(withTarget.success).toBe(false);
    expect(withTarget.error?.issues[0]?.path).toEqual(['sourceIds']);
  });
});

describe('the lists’ tagId filter', () => {
  it('is an optional id on both list queries, next to the meals’ restaurantId', () => {
    expect(diaryListQuerySchema.parse({ tagId: A.toUpperCase() }).tagId).toBe(A);
    expect(mealListQuerySchema.parse({ tagId: A, restaurantId: B })).toMatchObject({
      tagId: A,
      restaurantId: B,
    });
    expect(diaryListQuerySchema.safeParse({ tagId: 'ramen' }).success).toBe(false);
  });
});
