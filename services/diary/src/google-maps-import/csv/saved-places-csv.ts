import { BadRequestException } from '@nestjs/common';
import { GOOGLE_MAPS_IMPORT_MAX_PLACES } from '@dd/contracts';
import { CsvError, parse } from 'csv-parse/sync';

/** One data row of a saved list, its cells as written (not yet cleaned). */
export interface SavedPlaceCells {
  /**
   * The row's number as a spreadsheet shows the file (1 = the header, blank
   * lines counted, a note over several lines still one row).
   */
  line: number;
  title: string;
  note: string;
  url: string;
}

export const CSV_MESSAGES = {
  empty: 'The file is empty',
  notText: 'This file is not a CSV file: it is not UTF-8 text',
  noTitle:
    'This file is not a Google Maps saved-places CSV: it has no Title column. Pick the CSV of a saved list from Google Takeout (Saved folder)',
  tooManyPlaces: `This file has more than ${GOOGLE_MAPS_IMPORT_MAX_PLACES.toLocaleString('en-US')} places: split the list and import at most ${GOOGLE_MAPS_IMPORT_MAX_PLACES.toLocaleString('en-US')} at a time`,
  unreadable: (detail: string) => `This file could not be read as CSV: ${detail}`,
} as const;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of an uploaded file, when it is UTF-8 text (a leading byte-order
 * mark dropped). Anything else (an image, a zip, UTF-16, Latin-1 with
 * accents) is a 400: NUL bytes never occur in a text CSV.
 */
export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new BadRequestException(CSV_MESSAGES.empty);
  if (bytes.includes(0)) throw new BadRequestException(CSV_MESSAGES.notText);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new BadRequestException(CSV_MESSAGES.notText);
  }
}

/**
 * The rows of a Google Takeout saved-list CSV. Columns are found by their
 * header (Title, Note, URL; case and spaces ignored; extra columns such as
 * Tags or Comment are ignored); blank lines, such as the empty second line of
 * many exports, and rows with every cell blank are skipped. More than
 * GOOGLE_MAPS_IMPORT_MAX_PLACES rows, no Title column, or broken quoting is a 400.
 */
export function readSavedPlaces(text: string): SavedPlaceCells[] {
  const records = parseRecords(text);
  const [header, ...rows] = records;
  if (!header) throw new BadRequestException(CSV_MESSAGES.empty);
  const names = header.record.map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name);
  const title = column('title');
  if (title < 0) throw new BadRequestException(CSV_MESSAGES.noTitle);
  const note = column('note');
  const url = column('url');

  const places = rows
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => {
      const cells =
        url < 0 ? record : withUnquotedMapsUrl(record, url, record.length - names.length);
      return {
        line: info.records + info.empty_lines,
        title: cells[title] ?? '',
        note: note < 0 ? '' : (cells[note] ?? ''),
        url: url < 0 ? '' : (cells[url] ?? ''),
      };
    });
  if (places.length > GOOGLE_MAPS_IMPORT_MAX_PLACES)
    throw new BadRequestException(CSV_MESSAGES.tooManyPlaces);
  return places;
}

// The `@lat,lng,zoom` part of a Maps URL, and the cells an unquoted one is cut into by its commas.
const CUT_AT_COORDINATES = /\/@-?\d+(?:\.\d+)?$/;
const COORDINATE_REST = /^-?\d+(?:\.\d+)?[a-z]?$/;

/**
 * The row with its URL whole again when the URL was written without quotes
 * and its `@37.77,-122.42,17z` part was cut into cells at the commas (a row
 * with more cells than the header, and cells after the URL that continue
 * the coordinates). Other rows are left as they are.
 */
function withUnquotedMapsUrl(record: string[], url: number, extraCells: number): string[] {
  if (extraCells <= 0 || !CUT_AT_COORDINATES.test(record[url] ?? '')) return record;
  let end = url + 1;
  while (end <= url + extraCells && COORDINATE_REST.test(record[end] ?? '')) end += 1;
  if (end === url + 1) return record;
  return [...record.slice(0, url), record.slice(url, end).join(','), ...record.slice(end)];
}

interface ParsedRecord {
  record: string[];
  info: { records: number; empty_lines: number };
}

function parseRecords(text: string): ParsedRecord[] {
  try {
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError)
      throw new BadRequestException(CSV_MESSAGES.unreadable(brief(error)));
    throw error;
  }
}

/** csv-parse's message without its code prefix: "Quote Not Closed: the parsing is finished …". */
function brief(error: CsvError): string {
  return error.message.replace(/\.$/, '');
}
