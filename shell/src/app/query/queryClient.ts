import { createAppQueryClient } from '@dd/shell-kit/query';

/**
 * The one query cache of the app, shared with every remote through the
 * `@tanstack/react-query` singleton; dropped whenever the signed-in user
 * changes. Loaded with the first page that reads or writes server data, so the
 * landing page never loads react-query.
 */
export const queryClient = createAppQueryClient();
