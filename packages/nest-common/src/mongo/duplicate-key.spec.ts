import { isDuplicateKeyError } from './duplicate-key';

describe('isDuplicateKeyError', () => {
  it.each([
    ['MongoDB', { code: 11000, message: 'E11000 duplicate key error collection: tags' }],
    [
      'FerretDB on SQLite, on update',
      {
        code: 1,
        message:
          "[msg_findandmodify.go:196 …] constraint failed: UNIQUE constraint failed: index 'tags_f416eba0_userId_1_nameKey_1' (2067)",
      },
    ],
    [
      'FerretDB on PostgreSQL, on update',
      { code: 1, message: 'ERROR: duplicate key value violates unique constraint "tags_nameKey"' },
    ],
  ])('recognises %s', (_label, error) => {
    expect(isDuplicateKeyError(error)).toBe(true);
  });

  it.each([
    ['another server error', { code: 1, message: 'no such table' }],
    ['a thrown string', 'duplicate key'],
    ['nothing', null],
  ])('does not take %s for one', (_label, error) => {
    expect(isDuplicateKeyError(error)).toBe(false);
  });
});
