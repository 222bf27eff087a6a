import type { DiaryResource } from '../../lists/model/listParams';

/** A record page's own texts (product spec §2, §8). */
export type DetailTexts = {
  loading: string;
  notFound: string;
  loadError: string;
  back: string;
  /** The delete confirmation of the list and the record's page. */
  deleteTitle: string;
  deleteMessage: string;
  deleteError: string;
  /** A list's delete failure, followed by the server's message (product spec §8). */
  listDeleteErrorPrefix: string;
};

export const DETAIL_TEXTS: Record<DiaryResource, DetailTexts> = {
  restaurants: {
    loading: 'Loading restaurant details...',
    notFound: 'Restaurant not found',
    loadError: 'Failed to load restaurant details',
    back: 'Back to Restaurants',
    deleteTitle: 'Delete Restaurant',
    deleteMessage: 'Are you sure you want to delete this restaurant? This action cannot be undone.',
    deleteError: 'Failed to delete restaurant',
    listDeleteErrorPrefix: 'Failed to delete restaurant: ',
  },
  meals: {
    loading: 'Loading meal details...',
    notFound: 'Meal not found',
    loadError: 'Failed to load meal details',
    back: 'Back to Meals',
    deleteTitle: 'Delete Meal',
    deleteMessage: 'Are you sure you want to delete this meal? This action cannot be undone.',
    deleteError: 'Failed to delete meal',
    listDeleteErrorPrefix: 'Failed to delete meal: ',
  },
};

/**
 * A list's delete failure (product spec §8): 'Failed to delete meal: ' and the
 * server message, or 'Unknown error' without one.
 */
export function deleteFailureText(resource: DiaryResource, error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `${DETAIL_TEXTS[resource].listDeleteErrorPrefix}${message}`;
}
