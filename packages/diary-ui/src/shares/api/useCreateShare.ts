import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput, ShareSummary } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { shareKeys } from './shareKeys';

/** POST /api/shares: the new link's summary with its `path`, told only this once. */
export function createShare(input: CreateShareInput): Promise<ShareSummary> {
  return apiRequest<ShareSummary>('/api/shares', { method: 'POST', body: input });
}

/** Makes a share link; the owner's list of links is read again when next shown. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}
