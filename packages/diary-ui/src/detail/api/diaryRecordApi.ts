import { apiRequest } from '@dd/shell-kit';
import type { DiaryResource } from '../../lists/model/listParams';

const recordPath = (resource: DiaryResource, id: string) =>
  `/api/${resource}/${encodeURIComponent(id)}`;

/** POST /api/{resource}: answers the created record, `_id` included. */
export function createDiaryRecord<T>(resource: DiaryResource, body: unknown): Promise<T> {
  return apiRequest<T>(`/api/${resource}`, { method: 'POST', body });
}

/** PUT /api/{resource}/{id} with the fields to change: answers the updated record. */
export function updateDiaryRecord<T>(
  resource: DiaryResource,
  id: string,
  body: unknown,
): Promise<T> {
  return apiRequest<T>(recordPath(resource, id), { method: 'PUT', body });
}

/** DELETE /api/{resource}/{id}; `keepalive` lets it finish after the tab closes. */
export function deleteDiaryRecord(
  resource: DiaryResource,
  id: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  return apiRequest<void>(recordPath(resource, id), { method: 'DELETE', keepalive });
}
