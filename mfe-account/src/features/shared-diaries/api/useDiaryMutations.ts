import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Diary, DiaryInviteInput, DiaryRole } from '@dd/contracts';
import {
  acceptInvite,
  changeMemberRole,
  createDiary,
  deleteDiary,
  diaryKeys,
  leaveDiary,
  removeMember,
  renameDiary,
  revokeInvite,
  sendInvite,
} from './diariesApi';

/** POST /api/diaries; the new diary joins the list at once, then the list is read again. */
export function useCreateDiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createDiary(name),
    onSuccess: (diary) =>
      queryClient.setQueryData<Diary[]>(diaryKeys.all, (list) => list && [...list, diary]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all, exact: true }),
  });
}

/** PUT /api/diaries/:id (owners). */
export function useRenameDiary(diaryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameDiary(diaryId, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all, exact: true }),
  });
}

/** The diary is gone for this user (deleted or left): out of the list, its members and invitations forgotten. */
function forgetDiary(queryClient: ReturnType<typeof useQueryClient>, diaryId: string) {
  queryClient.setQueryData<Diary[]>(diaryKeys.all, (list) =>
    list?.filter((diary) => diary._id !== diaryId),
  );
  queryClient.removeQueries({ queryKey: diaryKeys.members(diaryId) });
  queryClient.removeQueries({ queryKey: diaryKeys.invites(diaryId) });
}

/** DELETE /api/diaries/:id (owners): the diary and everything in it. */
export function useDeleteDiary(diaryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDiary(diaryId),
    onSuccess: () => forgetDiary(queryClient, diaryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all, exact: true }),
  });
}

/** POST /api/diaries/:id/leave (any member). */
export function useLeaveDiary(diaryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveDiary(diaryId),
    onSuccess: () => forgetDiary(queryClient, diaryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all, exact: true }),
  });
}

/** PUT and DELETE /api/diaries/:id/members/:userId (owners); then the members are read again. */
export function useMemberMutations(diaryId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: diaryKeys.members(diaryId) });
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: DiaryRole }) =>
      changeMemberRole(diaryId, userId, role),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removeMember(diaryId, userId),
    onSettled: refresh,
  });
  return { changeRole, remove };
}

/** POST and DELETE /api/diaries/:id/invites (owners); then the pending invitations are read again. */
export function useInviteMutations(diaryId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: diaryKeys.invites(diaryId) });
  const send = useMutation({
    mutationFn: (input: DiaryInviteInput) => sendInvite(diaryId, input),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) => revokeInvite(diaryId, inviteId),
    onSettled: refresh,
  });
  return { send, revoke };
}

/** POST /api/invites/:token/accept; the diaries are read again when next shown. */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
  });
}
