import {
  apiRequest,
  currentDiaryNow,
  newLocalRef,
  outbox,
  withDiaryId,
  type EditBase,
} from '@dd/shell-kit';
import type { DiaryResource } from '../../lists/model/listParams';

const recordPath = (resource: DiaryResource, id: string) =>
  `/api/${resource}/${encodeURIComponent(id)}`;

const NOUN: Record<DiaryResource, string> = { meals: 'meal', restaurants: 'restaurant' };

type RecordBody = object;

const queued = new WeakSet<object>();

/** Whether `record` is what a create or update answered when it had to wait in the outbox. */
export function isQueuedRecord(record: object): boolean {
  return queued.has(record);
}

function queuedRecord<T>(record: object): T {
  queued.add(record);
  return record as T;
}

function named(body: RecordBody): string {
  const { name } = body as { name?: unknown };
  return typeof name === 'string' && name ? ` “${name}”` : '';
}

export type CreateDiaryRecordOptions = {
  /** What a list shows of a record waiting for the network (the body by default). */
  preview?: unknown;
  /** The diary it goes to (null: the personal one); the current diary by default. */
  diaryId?: string | null;
};

/**
 * POST /api/{resource} through the outbox, into a diary (its `diaryId` goes
 * with the body, so a replay writes where it was made): answers the created
 * record, `_id` included; when it has to wait for the network, the record
 * as sent with a local ref for its `_id` (`isLocalRef`).
 */
export async function createDiaryRecord<T>(
  resource: DiaryResource,
  body: RecordBody,
  { preview = body, diaryId = currentDiaryNow() }: CreateDiaryRecordOptions = {},
): Promise<T> {
  const ref = newLocalRef();
  const inDiary = withDiaryId(body, diaryId);
  const result = await outbox.write<T>({
    method: 'POST',
    path: `/api/${resource}`,
    body: inDiary,
    creates: { ref, field: '_id' },
    label: `New ${NOUN[resource]}${named(body)}`,
    preview: { kind: resource, value: preview },
  });
  return result.queued ? queuedRecord<T>({ ...inDiary, _id: ref }) : result.data;
}

/**
 * PUT /api/{resource}/{id} with the fields to change, through the outbox:
 * answers the updated record, or, when it has to wait, the fields as sent.
 * `base` is where the edit started; with it, an edit that waited is merged
 * field by field with changes made elsewhere meanwhile.
 */
export async function updateDiaryRecord<T>(
  resource: DiaryResource,
  id: string,
  body: RecordBody,
  base?: EditBase,
): Promise<T> {
  const result = await outbox.write<T>({
    method: 'PUT',
    path: recordPath(resource, id),
    body,
    base,
    label: named(body)
      ? `Changes to ${NOUN[resource]}${named(body)}`
      : `Changes to a ${NOUN[resource]}`,
  });
  return result.queued ? queuedRecord<T>({ ...body, _id: id }) : result.data;
}

/**
 * DELETE /api/{resource}/{id}; `keepalive` lets it finish after the tab
 * closes. The answer's `{ message }` is not needed.
 */
export async function deleteDiaryRecord(
  resource: DiaryResource,
  id: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> {
  await apiRequest(recordPath(resource, id), { method: 'DELETE', keepalive });
}
