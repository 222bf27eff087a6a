import type { GoogleMapsImportPreview, GoogleMapsImportResult } from '@dd/contracts/rules';
import { apiRequest } from '@dd/shell-kit';

const IMPORT_PATH = '/api/imports/google-maps';

/** The file as the API reads it: its bytes as `text/csv`, whatever type the browser guessed (often none). */
function asCsv(file: Blob): Blob {
  return new Blob([file], { type: 'text/csv' });
}

/** POST /api/imports/google-maps/preview: what each row of the saved list would become. */
export function previewGoogleMapsImport(file: Blob): Promise<GoogleMapsImportPreview> {
  return apiRequest<GoogleMapsImportPreview>(`${IMPORT_PATH}/preview`, {
    method: 'POST',
    body: asCsv(file),
  });
}

/**
 * POST /api/imports/google-maps: creates the new places as restaurants. The
 * file's name tells which list it is (`Want to go.csv` saves them for later).
 */
export function importGoogleMapsPlaces(file: Blob): Promise<GoogleMapsImportResult> {
  const query = file instanceof File ? `?${new URLSearchParams({ fileName: file.name })}` : '';
  return apiRequest<GoogleMapsImportResult>(`${IMPORT_PATH}${query}`, {
    method: 'POST',
    body: asCsv(file),
  });
}
