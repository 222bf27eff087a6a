import type { ExportStatus, ImportStatus, ImportSummary } from '@dd/contracts';
import { answer, HttpResponse, renderRemote, testUser } from '@dd/shell-kit/testing';
import AccountRoutes from '../../../routes';

export function exportStatus(overrides: Partial<ExportStatus> = {}): ExportStatus {
  return {
    id: 'e1',
    state: 'queued',
    progress: 0,
    createdAt: '2026-11-22T10:00:00.000Z',
    expiresAt: null,
    size: null,
    message: null,
    ...overrides,
  };
}

/**
 * The exports API as a sequence: GET /api/exports answers `latest` until an
 * export is started, then each poll answers the next of `progress` (the last
 * one repeats). Returns what was posted.
 */
export function fakeExportsApi({
  latest = null,
  started = exportStatus(),
  progress = [],
}: {
  latest?: ExportStatus | null;
  started?: ExportStatus;
  progress?: ExportStatus[];
} = {}) {
  let polls = 0;
  let hasStarted = false;
  answer('get', '/api/exports', () => {
    if (!hasStarted) return HttpResponse.json(latest ? [latest] : []);
    const next = progress[Math.min(polls++, progress.length - 1)] ?? started;
    return HttpResponse.json([next]);
  });
  const starts = answer('post', '/api/exports', () => {
    hasStarted = true;
    return HttpResponse.json(started, { status: 202 });
  });
  return { starts };
}

export function importStatus(overrides: Partial<ImportStatus> = {}): ImportStatus {
  return {
    id: 'i1',
    state: 'queued',
    progress: 0,
    createdAt: '2026-11-22T10:00:00.000Z',
    fileName: 'dining-diary-2026-11-22.zip',
    diaryId: testUser.id,
    summary: null,
    message: null,
    ...overrides,
  };
}

const noCounts = { restaurants: 0, meals: 0, tags: 0, photos: 0, posts: 0, categories: 0 };

export function importSummary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return { imported: noCounts, alreadyThere: noCounts, skippedCount: 0, skipped: [], ...overrides };
}

/**
 * The imports API as a sequence, like fakeExportsApi: GET /api/imports answers
 * `latest` until an archive is posted (or `refusal` answers the post), then
 * each poll answers the next of `progress`. Returns what was posted.
 */
export function fakeImportsApi({
  latest = null,
  started = importStatus(),
  progress = [],
  refusal,
}: {
  latest?: ImportStatus | null;
  started?: ImportStatus;
  progress?: ImportStatus[];
  refusal?: { status: number; message: string };
} = {}) {
  let polls = 0;
  let hasStarted = false;
  answer('get', '/api/imports', () => {
    if (!hasStarted) return HttpResponse.json(latest ? [latest] : []);
    const next = progress[Math.min(polls++, progress.length - 1)] ?? started;
    return HttpResponse.json([next]);
  });
  const posts = answer('post', '/api/imports', () => {
    if (refusal) return HttpResponse.json({ message: refusal.message }, { status: refusal.status });
    hasStarted = true;
    return HttpResponse.json(started, { status: 202 });
  });
  return { posts };
}

/** Renders /profile as the shell mounts the account remote, signed in as the test user. */
export function renderProfilePage() {
  return renderRemote(AccountRoutes, { mountPath: '/', path: '/profile', user: testUser });
}
