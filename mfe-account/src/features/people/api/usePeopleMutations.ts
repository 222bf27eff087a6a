import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCompanions, invalidateAfterCompanionsChange, renameCompanions } from '@dd/diary-ui';

/** POST /api/companions/rename (a rename, or a merge of several names); then the people, meals and restaurants are read again. */
export function useRenamePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ names, name }: { names: string[]; name: string }) =>
      renameCompanions(names, name),
    onSettled: () => invalidateAfterCompanionsChange(queryClient),
  });
}

/** POST /api/companions/delete; then the people, meals and restaurants are read again. */
export function useDeletePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => deleteCompanions(names),
    onSettled: () => invalidateAfterCompanionsChange(queryClient),
  });
}
