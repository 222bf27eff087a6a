import { queryOptions } from '@tanstack/react-query';
import type {
  DeleteAccountRequest,
  ExportDownloadLink,
  ExportStatus,
  ImportStatus,
} from '@dd/contracts';
import { ApiError, apiRequest } from '@dd/shell-kit';
import { isExportUnderWay } from '../model/exportView';
import { isImportUnderWay } from '../model/importView';

export const yourDataKeys = {
  latestExport: ['exports', 'latest'] as const,
  latestImport: ['imports', 'latest'] as const,
};

/** How often an export or import under way is asked about. */
export const EXPORT_POLL_MS = 1000;

/** GET /api/exports: the latest export, or null when there is none. */
export function latestExportQuery() {
  return queryOptions({
    queryKey: yourDataKeys.latestExport,
    queryFn: async ({ signal }) =>
      (await apiRequest<ExportStatus[]>('/api/exports', { signal }))[0] ?? null,
    refetchInterval: (query) => (isExportUnderWay(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

/**
 * POST /api/exports: a new export. When one is already under way (409, from
 * another tab or device) that one is followed instead.
 */
export async function startExport(): Promise<ExportStatus> {
  try {
    return await apiRequest<ExportStatus>('/api/exports', { method: 'POST' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const [running] = await apiRequest<ExportStatus[]>('/api/exports');
    if (!running) throw error;
    return running;
  }
}

/** POST /api/exports/{id}/download-link: a short-lived URL to fetch the zip without a bearer header. */
export function createDownloadLink(exportId: string): Promise<ExportDownloadLink> {
  return apiRequest<ExportDownloadLink>(
    `/api/exports/${encodeURIComponent(exportId)}/download-link`,
    { method: 'POST' },
  );
}

/** GET /api/imports: the latest import, or null when there is none. */
export function latestImportQuery() {
  return queryOptions({
    queryKey: yourDataKeys.latestImport,
    queryFn: async ({ signal }) =>
      (await apiRequest<ImportStatus[]>('/api/imports', { signal }))[0] ?? null,
    refetchInterval: (query) => (isImportUnderWay(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

export interface ImportRequest {
  file: File;
  /** Where the export's own diary goes: a shared diary's id, or null for the personal diary. */
  diaryId: string | null;
}

/** POST /api/imports: the export zip as the body; answers the queued import. */
export function startImport({ file, diaryId }: ImportRequest): Promise<ImportStatus> {
  const query = new URLSearchParams({ fileName: file.name });
  if (diaryId) query.set('diaryId', diaryId);
  return apiRequest<ImportStatus>(`/api/imports?${query}`, {
    method: 'POST',
    // Windows labels zips application/x-zip-compressed, some browsers leave the type empty.
    body:
      file.type === 'application/zip'
        ? file
        : new File([file], file.name, { type: 'application/zip' }),
  });
}

/** POST /api/auth/delete-account: erases the account everywhere once the password checks out. */
export async function deleteAccount(input: DeleteAccountRequest): Promise<void> {
  await apiRequest('/api/auth/delete-account', { method: 'POST', body: input });
}
