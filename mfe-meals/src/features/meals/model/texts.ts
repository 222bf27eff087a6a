import { emptyListMessage, isSearchActive, type DiaryListParams } from '@dd/diary-ui';

/** The delete confirmation of the list and the detail page (SPEC §2 Meal list). */
export const DELETE_MEAL_DIALOG = {
  title: 'Delete Meal',
  message: 'Are you sure you want to delete this meal? This action cannot be undone.',
} as const;

/** The error texts of the meal screens (SPEC §8 Meal list, Meal detail/form). */
export const MEAL_ERRORS = {
  loadList: 'Failed to load meals',
  thumbs: 'Failed to update thumbs rating',
  loadDetail: 'Failed to load meal details',
  notFound: 'Meal not found',
  deleteDetail: 'Failed to delete meal',
  saveNotes: 'Failed to save notes',
  saveForm: 'Error saving meal',
  create: 'Failed to create meal',
  loadForm: 'Failed to load meal data',
  update: 'Failed to update meal',
} as const;

/** The list's delete failure: 'Failed to delete meal: ' and the server message or 'Unknown error'. */
export function deleteMealFailure(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `Failed to delete meal: ${message}`;
}

/** SPEC §9: the meal's page opens this long after a successful save. */
export const REDIRECT_AFTER_SAVE_MS = 100;

/** The list's empty text (SPEC §2); a tag filter (`?tag=`) narrows the list as a search does. */
export function mealListEmptyText(params: DiaryListParams, tagId: string | null): string {
  const narrowed = tagId !== null && !isSearchActive(params);
  return emptyListMessage('meals', narrowed ? { ...params, q: tagId } : params);
}
