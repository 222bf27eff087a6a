import { diaryDateSchema, optionalText, requiredName } from './common';
import { createMealSchema } from './meals';
import { tagNameInputSchema } from './tags';

describe('diary dates are bounded', () => {
  it.each(['1900-01-01', '2024-02-29', '2100-12-31', '1999-12-31T23:00:00-05:00'])(
    'accepts %s',
    (date) => {
      expect(diaryDateSchema.safeParse(date).success).toBe(true);
    },
  );

  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '0001-01-01T00:00:00Z'])(
    'refuses %s',
    (date) => {
      const result = diaryDateSchema.safeParse(date);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Must be a date between 1900-01-01 and 2100-12-31',
      );
    },
  );

  it('applies to a meal’s date', () => {
    expect(createMealSchema.safeParse({ name: 'Ramen', date: '9999-12-31' }).success).toBe(false);
  });
});

describe('control characters in diary text', () => {
  it.each(['Ra\u0000men', 'Ramen\u001b[2J', 'two\nlines', 'del\u007f'])(
    'refuses the name %j',
    (name) => {
      const result = requiredName(100).safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Must not contain control characters');
      expect(tagNameInputSchema.safeParse({ name }).success).toBe(false);
    },
  );

  it('keeps line breaks in free text such as notes, and refuses NUL there', () => {
    expect(optionalText(1000).parse('first line\nsecond line')).toBe('first line\nsecond line');
    expect(optionalText(1000).safeParse('nul\u0000inside').success).toBe(false);
    expect(
      createMealSchema.safeParse({ name: 'A', date: '2024-01-01', notes: 'a\u0000' }).success,
    ).toBe(false);
  });
});
