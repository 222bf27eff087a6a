import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

const RequestQueryClientContext = createContext<QueryClient | null>(null);

/**
 * The query cache of one page rendered on the server: one per request, so
 * no user's answers reach another's page.
 */
export const RequestQueryClient = RequestQueryClientContext.Provider;

export function useRequestQueryClient(): QueryClient | null {
  return useContext(RequestQueryClientContext);
}
