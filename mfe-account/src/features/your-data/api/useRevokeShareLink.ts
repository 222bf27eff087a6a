import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareSummary } from '@dd/contracts';
import { revokeShareLink, shareLinksKeys } from './shareLinksApi';

/** Revokes a link and takes it out of the list shown. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: (_, id) =>
      queryClient.setQueryData<ShareSummary[]>(shareLinksKeys.all, (links) =>
        links?.filter((link) => link._id !== id),
      ),
  });
}
