import type { DiaryResource } from '../../lists/model/listParams';

/** The GET path of a diary record, as its query asks for it. */
export function diaryRecordPath(resource: DiaryResource, id: string): string {
  return `/api/${resource}/${encodeURIComponent(id)}`;
}
