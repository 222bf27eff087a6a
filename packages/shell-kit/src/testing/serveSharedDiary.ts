import type { Diary, DiaryMember, DiaryRole } from '@dd/contracts';
import { HttpResponse } from 'msw';
import { answer } from './answer';
import { testUser } from './makeToken';
import { PERSONAL_DIARY, SHARED_DIARY_ID } from './testDiaries';

/**
 * GET /api/diaries and GET /api/diaries/:id/members as the API answers a
 * member of the shared diary "Home" in `role`, beside the test user's
 * personal diary; `members` are Home's other members. Answers the requests
 * for the diaries list, as received.
 */
export function serveSharedDiary(
  role: DiaryRole,
  members: Pick<DiaryMember, 'userId' | 'firstName'>[],
) {
  const diaries: Diary[] = [
    PERSONAL_DIARY,
    { _id: SHARED_DIARY_ID, name: 'Home', personal: false, role },
  ];
  const listed: DiaryMember[] = [
    { userId: testUser.id, firstName: 'Ada', role, joinedAt: '2026-01-01T00:00:00.000Z' },
    ...members.map((member) => ({
      ...member,
      role: 'editor' as const,
      joinedAt: '2026-01-02T00:00:00.000Z',
    })),
  ];
  const asked = answer('get', '/api/diaries', () => HttpResponse.json(diaries));
  answer('get', '/api/diaries/:id/members', ({ url }) =>
    url.pathname.includes(SHARED_DIARY_ID)
      ? HttpResponse.json(listed)
      : HttpResponse.json({ message: 'Diary not found' }, { status: 404 }),
  );
  return asked;
}
