import type {
  Diary,
  DiaryInviteRole,
  DiaryInviteSummary,
  DiaryInviteView,
  DiaryMember,
  DiaryRole,
} from '@dd/contracts';
import { answer, HttpResponse, testUser } from '@dd/shell-kit/testing';

/** A shared diary of the signed-in test user, with its members and pending invitations. */
export type FakeDiary = Diary & { members: DiaryMember[]; invites: DiaryInviteSummary[] };

export function fakeMember(userId: string, firstName: string, role: DiaryRole): DiaryMember {
  return { userId, firstName, role, joinedAt: '2026-11-20T12:00:00.000Z' };
}

/** "Home", owned by the test user, with Ed (editor) and one invitation pending. */
export function homeDiary(overrides: Partial<FakeDiary> = {}): FakeDiary {
  return {
    _id: 'diary-home',
    name: 'Home',
    personal: false,
    role: 'owner',
    members: [
      fakeMember(testUser.id, testUser.fullName.split(' ')[0]!, 'owner'),
      fakeMember('user-ed', 'Ed', 'editor'),
    ],
    invites: [
      {
        _id: 'invite-vi',
        email: 'vi@example.test',
        role: 'viewer',
        // Noon UTC: the same calendar day in every time zone the tests may run in.
        expiresAt: '2026-12-13T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

type Refusal = { status: number; message: string };

/**
 * The diaries API over an in-memory list, answering by method and path:
 * GET/POST /api/diaries, PUT/DELETE /api/diaries/:id, members, leave and
 * invitations. `refuse` makes the route 'METHOD /path-pattern' answer a
 * refusal `{message}` with its status instead. Returns what each write received.
 */
export function fakeDiariesApi(
  initial: FakeDiary[] = [],
  { refuse = {} }: { refuse?: Record<string, Refusal> } = {},
) {
  let diaries = initial.map((diary) => ({ ...diary }));
  let nextId = 1;
  const find = (id: string | undefined) => diaries.find((diary) => diary._id === id);
  const refusal = (route: string) => {
    const refused = refuse[route];
    return refused && HttpResponse.json({ message: refused.message }, { status: refused.status });
  };
  const notFound = () => HttpResponse.json({ message: 'Diary not found' }, { status: 404 });
  const parts = (url: URL) => url.pathname.split('/').slice(3); // after /api/diaries
  const summary = ({ _id, name, personal, role }: FakeDiary): Diary => ({
    _id,
    name,
    personal,
    role,
  });

  answer('get', '/api/diaries', () =>
    HttpResponse.json([
      { _id: testUser.id, name: 'My diary', personal: true, role: 'owner' },
      ...diaries.map(summary),
    ]),
  );
  const creates = answer('post', '/api/diaries', ({ body }) => {
    const refused = refusal('POST /api/diaries');
    if (refused) return refused;
    const diary: FakeDiary = {
      _id: `diary-${nextId++}`,
      name: (body as { name: string }).name.trim(),
      personal: false,
      role: 'owner',
      members: [fakeMember(testUser.id, 'Ada', 'owner')],
      invites: [],
    };
    diaries.push(diary);
    return HttpResponse.json(summary(diary), { status: 201 });
  });
  const renames = answer('put', '/api/diaries/:id', ({ url, body }) => {
    const refused = refusal('PUT /api/diaries/:id');
    if (refused) return refused;
    const diary = find(parts(url)[0]);
    if (!diary) return notFound();
    diary.name = (body as { name: string }).name;
    return HttpResponse.json(summary(diary));
  });
  const deletes = answer('delete', '/api/diaries/:id', ({ url }) => {
    const refused = refusal('DELETE /api/diaries/:id');
    if (refused) return refused;
    const id = parts(url)[0];
    if (!find(id)) return notFound();
    diaries = diaries.filter((diary) => diary._id !== id);
    return HttpResponse.json({ message: 'Diary deleted' });
  });
  const leaves = answer('post', '/api/diaries/:id/leave', ({ url }) => {
    const refused = refusal('POST /api/diaries/:id/leave');
    if (refused) return refused;
    const id = parts(url)[0];
    if (!find(id)) return notFound();
    diaries = diaries.filter((diary) => diary._id !== id);
    return HttpResponse.json({ message: 'You left the diary' });
  });
  answer('get', '/api/diaries/:id/members', ({ url }) => {
    const diary = find(parts(url)[0]);
    return diary ? HttpResponse.json(diary.members) : notFound();
  });
  const roleChanges = answer('put', '/api/diaries/:id/members/:userId', ({ url, body }) => {
    const refused = refusal('PUT /api/diaries/:id/members/:userId');
    if (refused) return refused;
    const [id, , userId] = parts(url);
    const member = find(id)?.members.find((entry) => entry.userId === userId);
    if (!member) return HttpResponse.json({ message: 'Member not found' }, { status: 404 });
    member.role = (body as { role: DiaryRole }).role;
    return HttpResponse.json(member);
  });
  const removals = answer('delete', '/api/diaries/:id/members/:userId', ({ url }) => {
    const refused = refusal('DELETE /api/diaries/:id/members/:userId');
    if (refused) return refused;
    const [id, , userId] = parts(url);
    const diary = find(id);
    if (!diary) return notFound();
    diary.members = diary.members.filter((member) => member.userId !== userId);
    return HttpResponse.json({ message: 'Member removed' });
  });
  answer('get', '/api/diaries/:id/invites', ({ url }) => {
    const diary = find(parts(url)[0]);
    return diary ? HttpResponse.json(diary.invites) : notFound();
  });
  const invitations = answer('post', '/api/diaries/:id/invites', ({ url, body }) => {
    const refused = refusal('POST /api/diaries/:id/invites');
    if (refused) return refused;
    const diary = find(parts(url)[0]);
    if (!diary) return notFound();
    const { email, role } = body as { email: string; role: DiaryInviteRole };
    const invite: DiaryInviteSummary = {
      _id: `invite-${nextId++}`,
      email: email.trim().toLowerCase(),
      role,
      expiresAt: '2026-12-14T12:00:00.000Z',
    };
    diary.invites.push(invite);
    return HttpResponse.json(invite, { status: 201 });
  });
  const revocations = answer('delete', '/api/diaries/:id/invites/:inviteId', ({ url }) => {
    const refused = refusal('DELETE /api/diaries/:id/invites/:inviteId');
    if (refused) return refused;
    const [id, , inviteId] = parts(url);
    const diary = find(id);
    if (!diary?.invites.some((invite) => invite._id === inviteId))
      return HttpResponse.json({ message: 'Invitation not found' }, { status: 404 });
    diary.invites = diary.invites.filter((invite) => invite._id !== inviteId);
    return HttpResponse.json({ message: 'Invitation revoked' });
  });

  return {
    diaries: () => diaries,
    creates,
    renames,
    deletes,
    leaves,
    roleChanges,
    removals,
    invitations,
    revocations,
  };
}

/**
 * GET /api/invites/:token and POST …/accept for one token: the view (or a
 * refusal) and the answer to accepting it (the diary, or a refusal).
 */
export function fakeInvitationApi({
  token = 'tok-123',
  view,
  viewRefusal,
  acceptRefusal,
}: {
  token?: string;
  view?: Partial<DiaryInviteView>;
  viewRefusal?: Refusal;
  acceptRefusal?: Refusal;
}) {
  const invitation: DiaryInviteView = {
    diaryName: 'Home',
    invitedBy: 'Olga',
    role: 'editor',
    valid: true,
    expiresAt: '2026-12-13T12:00:00.000Z',
    ...view,
  };
  const reads = answer('get', `/api/invites/${token}`, () =>
    viewRefusal
      ? HttpResponse.json({ message: viewRefusal.message }, { status: viewRefusal.status })
      : HttpResponse.json(invitation),
  );
  const accepts = answer('post', `/api/invites/${token}/accept`, () =>
    acceptRefusal
      ? HttpResponse.json({ message: acceptRefusal.message }, { status: acceptRefusal.status })
      : HttpResponse.json({
          diary: {
            _id: 'diary-home',
            name: invitation.diaryName,
            personal: false,
            role: invitation.role,
          },
        }),
  );
  return { reads, accepts };
}
