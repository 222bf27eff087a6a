import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@dd/shell-kit';
import { diaryKeys } from '../../lists/api/diaryKeys';
import { diaryRecordPath } from './diaryRecordPath';
import type { DiaryResource } from '../../lists/model/listParams';

/**
 * GET /api/{resource}/{id}, cached under the detail key the thumbs mutation
 * patches; every remote reading the record shares the entry (one query cache
 * serves the whole app).
 */
export function diaryRecordQuery<T>(resource: DiaryResource, id: string) {
  return queryOptions({
    queryKey: diaryKeys(resource).detail(id),
    queryFn: ({ signal }) => apiRequest<T>(diaryRecordPath(resource, id), { signal }),
  });
}
