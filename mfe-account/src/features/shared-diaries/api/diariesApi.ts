import { queryOptions } from '@tanstack/react-query';
import type {
  Diary,
  DiaryInviteAccepted,
  DiaryInviteInput,
  DiaryInviteSummary,
  DiaryInviteView,
  DiaryRole,
} from '@dd/contracts';
import { apiRequest, DIARIES_QUERY_KEY } from '@dd/shell-kit';
import { diaryMembersKey } from '@dd/shell-kit/diaries';

/** The query keys of the Shared diaries section and of an invitation. */
export const diaryKeys = {
  all: DIARIES_QUERY_KEY,
  members: diaryMembersKey,
  invites: (diaryId: string) => ['diaries', diaryId, 'invites'] as const,
  invitation: (token: string) => ['diary-invitation', token] as const,
};

const diaryPath = (diaryId: string) => `/api/diaries/${encodeURIComponent(diaryId)}`;

/** GET /api/diaries/:id/invites: the invitations not yet accepted, revoked or expired (owners only). */
export function invitesQuery(diaryId: string) {
  return queryOptions({
    queryKey: diaryKeys.invites(diaryId),
    queryFn: ({ signal }) =>
      apiRequest<DiaryInviteSummary[]>(`${diaryPath(diaryId)}/invites`, { signal }),
  });
}

/** GET /api/invites/:token: what the invited person is asked to accept (signed in). */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: diaryKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest<DiaryInviteView>(`/api/invites/${encodeURIComponent(token)}`, { signal }),
    // An unknown, revoked or refused link stays so: asking again tells nothing new.
    retry: false,
  });
}

export function createDiary(name: string): Promise<Diary> {
  return apiRequest<Diary>('/api/diaries', { method: 'POST', body: { name } });
}

export function renameDiary(diaryId: string, name: string): Promise<unknown> {
  return apiRequest(diaryPath(diaryId), { method: 'PUT', body: { name } });
}

/** DELETE /api/diaries/:id: the diary, its records, members and invitations. */
export function deleteDiary(diaryId: string): Promise<unknown> {
  return apiRequest(diaryPath(diaryId), { method: 'DELETE' });
}

export function changeMemberRole(diaryId: string, userId: string, role: DiaryRole) {
  return apiRequest(`${diaryPath(diaryId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { role },
  });
}

export function removeMember(diaryId: string, userId: string): Promise<unknown> {
  return apiRequest(`${diaryPath(diaryId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function leaveDiary(diaryId: string): Promise<unknown> {
  return apiRequest(`${diaryPath(diaryId)}/leave`, { method: 'POST' });
}

export function sendInvite(diaryId: string, input: DiaryInviteInput) {
  return apiRequest<DiaryInviteSummary>(`${diaryPath(diaryId)}/invites`, {
    method: 'POST',
    body: input,
  });
}

export function revokeInvite(diaryId: string, inviteId: string): Promise<unknown> {
  return apiRequest(`${diaryPath(diaryId)}/invites/${encodeURIComponent(inviteId)}`, {
    method: 'DELETE',
  });
}

export function acceptInvite(token: string): Promise<DiaryInviteAccepted> {
  return apiRequest<DiaryInviteAccepted>(`/api/invites/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
  });
}
