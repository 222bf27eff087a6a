import type { UploadResponse } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';

/** Sends one photo to the media service (multipart field `file`); answers where it is served. */
export function uploadImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadResponse>('/api/uploads/proxy', { method: 'POST', body });
}
