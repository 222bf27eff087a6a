import { classifyPlaces, cleanName, cleanNote, cleanPlace, countStatuses } from './place-rows';

const place = (line: number, title: string, url = '') => cleanPlace({ line, title, note: '', url });

describe('cleaning a row', () => {
  it('puts a name on one line and keeps formula-like text as written', () => {
    expect(cleanName('\tSwan\r\nOyster \u0007 Depot ')).toBe('Swan Oyster Depot');
    expect(cleanName("=cmd|' /C calc'!A0")).toBe("=cmd|' /C calc'!A0");
  });

  it('keeps line breaks and tabs in a note, CRLF as LF, other controls as spaces', () => {
    expect(cleanNote(' one\r\ntwo\tthree\u0000four ')).toBe('one\ntwo\tthree four');
  });

  it('keeps only a Google Maps link', () => {
    expect(place(2, 'A', 'https://maps.app.goo.gl/x')).toMatchObject({
      mapsUrl: 'https://maps.app.goo.gl/x',
      linkLeftOut: false,
    });
    expect(place(2, 'A', 'javascript:alert(1)')).toMatchObject({ mapsUrl: '', linkLeftOut: true });
    expect(place(2, 'A', `https://www.google.com/maps/${'x'.repeat(2048)}`)).toMatchObject({
      mapsUrl: '',
      linkLeftOut: true,
    });
    expect(place(2, 'A')).toMatchObject({ mapsUrl: '', linkLeftOut: false });
  });
});

describe('classifyPlaces', () => {
  it('marks invalid, existing, repeated and new rows, and counts them', () => {
    const rows = classifyPlaces(
      [place(2, ''), place(3, 'Nopa'), place(4, 'Zuni'), place(5, ' ZUNI '), place(6, 'nopa')],
      new Set(['nopa']),
    );
    expect(rows.map(({ status, reason }) => [status, reason])).toEqual([
      ['invalid', 'No name: the Title is empty'],
      ['exists', 'Already in your diary'],
      ['new', undefined],
      ['duplicate', 'Same name as row 4'],
      ['exists', 'Already in your diary'],
    ]);
    expect(countStatuses(rows)).toEqual({ new: 1, exists: 2, duplicate: 1, invalid: 1 });
    expect(countStatuses([])).toEqual({ new: 0, exists: 0, duplicate: 0, invalid: 0 });
  });
});
