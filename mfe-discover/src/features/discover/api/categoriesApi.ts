import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import { discoverKeys } from './discoverKeys';
import { CATEGORIES_PATH } from './categoriesPaths';

/** GET /api/categories: the user's categories ({ _id, name }). */
export function categoriesQuery() {
  return queryOptions({
    queryKey: discoverKeys.categories(),
    queryFn: ({ signal }) => apiRequest<Category[]>(CATEGORIES_PATH, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/categories { name }: answers the new category, or the existing one of the same alias. */
export function createCategory(name: string): Promise<Category> {
  return apiRequest<Category>(CATEGORIES_PATH, { method: 'POST', body: { name } });
}

/** Creates a category and adds it to the cached list (product spec §8: a failure is only logged). */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => {
      queryClient.setQueryData<Category[]>(discoverKeys.categories(), (current) =>
        current?.some((known) => known._id === category._id)
          ? current
          : [...(current ?? []), category],
      );
    },
    onError: (error) => console.error('Failed to create category', error),
  });
}
