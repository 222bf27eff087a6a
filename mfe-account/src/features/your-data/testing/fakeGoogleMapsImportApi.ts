import type {
  GoogleMapsImportPreview,
  GoogleMapsImportResult,
  GoogleMapsPlaceRow,
} from '@dd/contracts/rules';
import { answer, HttpResponse } from '@dd/shell-kit/testing';

export const SAVED_LIST_CSV =
  'Title,Note,URL\n"Chez Panisse","Anniversary, 2019",https://www.google.com/maps/place/Chez+Panisse\nZuni Café,,https://maps.app.goo.gl/zuni\n';

export function savedListFile(content = SAVED_LIST_CSV, name = 'Want to go.csv'): File {
  return new File([content], name, { type: '' });
}

export function placeRow(overrides: Partial<GoogleMapsPlaceRow> = {}): GoogleMapsPlaceRow {
  return {
    line: 2,
    name: 'Chez Panisse',
    note: 'Anniversary, 2019',
    mapsUrl: 'https://www.google.com/maps/place/Chez+Panisse',
    status: 'new',
    ...overrides,
  };
}

export function previewOf(rows: GoogleMapsPlaceRow[]): GoogleMapsImportPreview {
  const counts = { new: 0, exists: 0, duplicate: 0, invalid: 0 };
  for (const row of rows) counts[row.status] += 1;
  return { rows, counts };
}

/** The import API: the preview and import answers given, and what was posted to each. */
export function fakeGoogleMapsImportApi({
  preview,
  result,
}: {
  preview: GoogleMapsImportPreview | Response;
  result?: GoogleMapsImportResult | Response;
}) {
  const reply = (body: object) =>
    body instanceof Response ? body : HttpResponse.json(body as Record<string, unknown>);
  const previews = answer('post', '/api/imports/google-maps/preview', () => reply(preview));
  const imports = answer('post', '/api/imports/google-maps', () => reply(result ?? {}));
  return { previews, imports };
}
