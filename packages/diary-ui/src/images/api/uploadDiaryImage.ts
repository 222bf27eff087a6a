import type { UploadResponse } from '@dd/contracts';
import { ApiError, apiRequest, keepPhoto } from '@dd/shell-kit';

/**
 * POST /api/uploads/proxy with the photo as multipart field `file`; answers
 * where it is served. With no network the photo stays on the device: its
 * object URL stands in, and the record that names it uploads it first when
 * it syncs (the outbox). The server's refusals still fail the upload.
 */
export async function uploadDiaryImage(file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  try {
    return await apiRequest<UploadResponse>('/api/uploads/proxy', { method: 'POST', body });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return { fileUrl: keepPhoto(file) };
  }
}
