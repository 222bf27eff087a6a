import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportStatus } from '@dd/contracts';
import { useNavigate } from 'react-router';
import { sessionStore } from '@dd/shell-kit';
import {
  createDownloadLink,
  deleteAccount,
  startExport,
  startImport,
  yourDataKeys,
} from './yourDataApi';

/** Starts an export and shows it at once; the latest-export query then polls it. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: (status) => queryClient.setQueryData(yourDataKeys.latestExport, status),
  });
}

/**
 * Sends an export zip to be imported and shows the import at once; the
 * latest-import query then polls it. The diary lists refresh when it is done.
 */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (status) => queryClient.setQueryData(yourDataKeys.latestImport, status),
  });
}

/**
 * Once an import followed here finishes, every diary list and record the
 * app has cached is read again: the import added to them behind their back.
 */
export function useRefreshAfterImport(status: ImportStatus | null) {
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status?.state === 'done' && before?.id === status.id && before.state !== 'done')
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => !OWN_QUERY_ROOTS.has(String(queryKey[0])),
      });
  }, [status, queryClient]);
}

/** This tab's own queries, which an import does not change. */
const OWN_QUERY_ROOTS = new Set<string>([
  yourDataKeys.latestExport[0],
  yourDataKeys.latestImport[0],
]);

/** Fetches a download link and lets the browser download the zip natively (no copy in memory). */
export function useDownloadExport() {
  return useMutation({
    mutationFn: createDownloadLink,
    onSuccess: ({ url }) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = '';
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    },
  });
}

/** Deletes the account, then ends the session here: every token is refused from now on anyway. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      sessionStore.signOut();
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
}
