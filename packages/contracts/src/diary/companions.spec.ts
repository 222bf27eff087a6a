import { describe, expect, it } from '@jest/globals';
import { companionKey, suggestCompanions, uniqueCompanions } from './companion-names';
import { companionsSchema, renameCompanionsInputSchema } from './companions';
import { createMealSchema, updateMealSchema } from './meals';
import { mealListQuerySchema } from './list-query';

const messageOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('companion names', () => {
  it('are one person whatever the case and spacing', () => {
    expect(companionKey('  Sam   Lee ')).toBe(companionKey('sam lee'));
    expect(companionKey('Sam')).not.toBe(companionKey('Samuel'));
    expect(uniqueCompanions([' Sam ', 'Alex', 'SAM', ''])).toEqual(['Sam', 'Alex']);
  });

  it('are suggested by prefix of a word, the most frequent first, at most five, not twice', () => {
    const people = ['Sam', 'Samira', 'Alex Samson', 'Bo', 'Sami', 'Sammy', 'Samwise'].map(
      (name, index) => ({ name, mealCount: index + 1 }),
    );
    expect(suggestCompanions(people, 'sam', ['Sammy']).map((person) => person.name)).toEqual([
      'Samwise',
      'Sami',
      'Alex Samson',
      'Samira',
      'Sam',
    ]);
    expect(suggestCompanions(people, '', []).length).toBe(5);
  });
});

describe('a meal’s companions', () => {
  it('are trimmed and kept in order', () => {
    expect(companionsSchema.parse([' Sam ', 'Alex  Kim'])).toEqual(['Sam', 'Alex Kim']);
    expect(
      createMealSchema.parse({ name: 'Pho', date: '2026-01-02', companions: [] }).companions,
    ).toEqual([]);
    expect(updateMealSchema.parse({}).companions).toBeUndefined();
  });

  it.each([
    [['Sam', 'sam'], '1: Names sam twice'],
    [[''], '0: Required'],
    [['x'.repeat(61)], '0: Must be at most 60 characters'],
    [Array.from({ length: 21 }, (_, index) => `P${index}`), ': Must name at most 20 people'],
    [[7], '0: Expected a name'],
    ['Sam', ': Expected a list of names'],
    [['Sam\u0007'], '0: Must not contain control characters'],
  ])('refuses %j', (companions, message) => {
    expect(messageOf(companionsSchema.safeParse(companions))).toEqual([message]);
  });

  it('filter the list by one person', () => {
    expect(mealListQuerySchema.parse({ companion: ' Sam ' }).companion).toBe('Sam');
    expect(messageOf(mealListQuerySchema.safeParse({ companion: '  ' }))).toEqual([
      'companion: Required',
    ]);
  });

  it('rename needs at least one name', () => {
    expect(messageOf(renameCompanionsInputSchema.safeParse({ names: [], name: 'Sam' }))).toEqual([
      'names: Must name at least one person',
    ]);
  });
});
