import { noLocationText } from './mapTexts';

describe('noLocationText', () => {
  it('says nothing when every place has a location', () => {
    expect(noLocationText(0)).toBeNull();
    expect(noLocationText(-1)).toBeNull();
    expect(noLocationText(Number.NaN)).toBeNull();
  });

  it('uses the singular for one place', () => {
    expect(noLocationText(1)).toBe('1 place has no location');
  });

  it('uses the plural for more, with grouped thousands', () => {
    expect(noLocationText(2)).toBe('2 places have no location');
    expect(noLocationText(12)).toBe('12 places have no location');
    expect(noLocationText(1234)).toBe('1,234 places have no location');
  });
});
