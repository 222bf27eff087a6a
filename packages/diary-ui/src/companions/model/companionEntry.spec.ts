import { addCompanion, companionsText, mealCountText, placeCountText } from './companionEntry';
import { companionFromSearchParams } from './companionFilter';
import { companionListPath } from './companionLinks';

describe('addCompanion', () => {
  it('adds the name tidied at the end, and ignores blank text', () => {
    expect(addCompanion(['Sam'], '  Jo   Lee ')).toEqual({
      kind: 'add',
      companions: ['Sam', 'Jo Lee'],
      name: 'Jo Lee',
    });
    expect(addCompanion(['Sam'], '   ')).toEqual({ kind: 'ignore' });
  });

  it('refuses a name already there whatever its case, naming it as written', () => {
    expect(addCompanion(['Sam Lee'], 'SAM  lee')).toEqual({
      kind: 'refuse',
      note: 'Sam Lee is already added.',
      already: true,
    });
  });

  it('refuses a name over 60 characters and a 21st person', () => {
    expect(addCompanion([], 'x'.repeat(61))).toMatchObject({
      kind: 'refuse',
      note: 'A name can be at most 60 characters.',
    });
    expect(addCompanion([], 'x'.repeat(60))).toMatchObject({ kind: 'add' });
    const twenty = Array.from({ length: 20 }, (_, index) => `P${index}`);
    expect(addCompanion(twenty, 'Sam')).toMatchObject({
      kind: 'refuse',
      note: 'A meal can name at most 20 people.',
    });
  });
});

it('writes names and counts as sentences read them', () => {
  expect(companionsText(['Sam'])).toBe('Sam');
  expect(companionsText(['Sam', 'Alex'])).toBe('Sam and Alex');
  expect(companionsText(['Sam', 'Alex', 'Jo'])).toBe('Sam, Alex and Jo');
  expect(mealCountText(1)).toBe('1 meal');
  expect(mealCountText(4)).toBe('4 meals');
  expect(placeCountText(1)).toBe('1 place');
  expect(placeCountText(3)).toBe('3 places');
});

it('links a person to their meals, and reads the list’s parameter back', () => {
  expect(companionListPath(' Sam  Lee ')).toBe('/meals?companion=Sam+Lee');
  const read = (path: string) => companionFromSearchParams(new URL(path, 'http://x').searchParams);
  expect(read(companionListPath('Zoë & Jo'))).toBe('Zoë & Jo');
  expect(read('/meals?companion=%20%20')).toBeNull();
  expect(read('/meals')).toBeNull();
});
