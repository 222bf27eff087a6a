import { BadRequestException } from '@nestjs/common';
import { decodeCsvText, readSavedPlaces } from './saved-places-csv';

describe('readSavedPlaces', () => {
  it('puts an unquoted Maps URL cut at its coordinates back together', () => {
    const [zuni] = readSavedPlaces(
      'Title,Note,URL,Tags,Comment\nZuni Café,,https://www.google.com/maps/search/Zuni/@37.77,-122.42,17z,,\n',
    );
    expect(zuni).toEqual({
      line: 2,
      title: 'Zuni Café',
      note: '',
      url: 'https://www.google.com/maps/search/Zuni/@37.77,-122.42,17z',
    });
  });

  it('leaves other rows with extra cells as they are', () => {
    const [row] = readSavedPlaces('Title,URL\nA,https://www.google.com/maps/place/A,extra\n');
    expect(row).toMatchObject({ title: 'A', url: 'https://www.google.com/maps/place/A' });
    const [cut] = readSavedPlaces('Title,URL\nB,https://www.google.com/maps/@1.5,words,x\n');
    expect(cut!.url).toBe('https://www.google.com/maps/@1.5');
  });

  it('numbers rows as a spreadsheet does: blank lines count, a note over several lines does not', () => {
    const rows = readSavedPlaces('Title,Note\r\n\r\nA,"one\r\ntwo\nthree"\r\nB,\r\n');
    expect(rows.map(({ line, title }) => [line, title])).toEqual([
      [3, 'A'],
      [4, 'B'],
    ]);
  });

  it('reads a file with a header only as no places', () => {
    expect(readSavedPlaces('Title,Note,URL\n')).toEqual([]);
  });
});

describe('decodeCsvText', () => {
  it('drops the byte-order mark and refuses what is not UTF-8 text', () => {
    expect(decodeCsvText(Buffer.from('\ufeffTitle\n'))).toBe('Title\n');
    expect(() => decodeCsvText(Buffer.from([0xc3, 0x28]))).toThrow(BadRequestException);
    expect(() => decodeCsvText(Buffer.from('Ti\0tle'))).toThrow(BadRequestException);
  });
});
