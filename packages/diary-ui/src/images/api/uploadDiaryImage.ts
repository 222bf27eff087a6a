import type { UploadResponse } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';

/** POST /api/uploads/proxy with the photo as multipart field `file`; answers where it is served. */
export function uploadDiaryImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadResponse>('/api/uploads/proxy', { method: 'POST', body });
}
