/** The delete confirmation of the list and the detail page (SPEC §2 Restaurant detail). */
export const DELETE_RESTAURANT_DIALOG = {
  title: 'Delete Restaurant',
  message: 'Are you sure you want to delete this restaurant? This action cannot be undone.',
} as const;
