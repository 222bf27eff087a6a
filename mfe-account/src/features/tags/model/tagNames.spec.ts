import { cleanTagName, renameOutcome } from './tagNames';

describe('cleanTagName', () => {
  it('trims, and reads a blank name as none (ignored on create and rename)', () => {
    expect(cleanTagName('  Date night \t')).toBe('Date night');
    expect(cleanTagName('   ')).toBeNull();
    expect(cleanTagName('')).toBeNull();
  });
});

describe('renameOutcome', () => {
  it('saves a changed name, trimmed', () => {
    expect(renameOutcome('ramen', '  Ramen bars ')).toEqual({ kind: 'save', name: 'Ramen bars' });
  });

  it('saves a change of case only', () => {
    expect(renameOutcome('ramen', 'Ramen')).toEqual({ kind: 'save', name: 'Ramen' });
  });

  it('changes nothing for a blank or unchanged name', () => {
    expect(renameOutcome('ramen', '   ')).toEqual({ kind: 'cancel' });
    expect(renameOutcome('ramen', ' ramen ')).toEqual({ kind: 'cancel' });
  });
});
