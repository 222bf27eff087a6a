import { queryOptions } from '@tanstack/react-query';
import type { ShareSummary } from '@dd/contracts';
import { shareKeys } from '@dd/diary-ui';
import { apiRequest } from '@dd/shell-kit';

/** The same key the Share dialogs mark stale when they make a link. */
export const shareLinksKeys = shareKeys;

/** GET /api/shares: the user's links, newest first. */
export function shareLinksQuery() {
  return queryOptions({
    queryKey: shareLinksKeys.all,
    queryFn: ({ signal }) => apiRequest<ShareSummary[]>('/api/shares', { signal }),
  });
}

/** DELETE /api/shares/{id}: the link's page and photos answer 404 from now on. */
export async function revokeShareLink(id: string): Promise<void> {
  await apiRequest(`/api/shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
