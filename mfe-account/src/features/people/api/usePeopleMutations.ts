import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCompanions, invalidateAfterCompanionsChange, renameCompanions } from '@dd/diary-ui';
import { useCurrentDiary } from '@dd/shell-kit';

/** POST /api/companions/rename (a rename, or a merge of several names) in the current diary; then the people, meals and restaurants are read again. */
export function useRenamePeople() {
  const queryClient = useQueryClient();
  const { diaryId } = useCurrentDiary();
  return useMutation({
    mutationFn: ({ names, name }: { names: string[]; name: string }) =>
      renameCompanions(names, name, diaryId),
    onSettled: () => invalidateAfterCompanionsChange(queryClient),
  });
}

/** POST /api/companions/delete in the current diary; then the people, meals and restaurants are read again. */
export function useDeletePeople() {
  const queryClient = useQueryClient();
  const { diaryId } = useCurrentDiary();
  return useMutation({
    mutationFn: (names: string[]) => deleteCompanions(names, diaryId),
    onSettled: () => invalidateAfterCompanionsChange(queryClient),
  });
}
