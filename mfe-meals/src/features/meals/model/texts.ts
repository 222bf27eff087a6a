/** The error texts of the meal screens (product spec §8 Meal list, Meal detail/form). */
export const MEAL_ERRORS = {
  thumbs: 'Failed to update thumbs rating',
  saveNotes: 'Failed to save notes',
  saveForm: 'Error saving meal',
  create: 'Failed to create meal',
  loadForm: 'Failed to load meal data',
  update: 'Failed to update meal',
} as const;

/** product spec §9: the meal's page opens this long after a successful save. */
export const REDIRECT_AFTER_SAVE_MS = 100;

/** The meals saved on the device that have not reached the server (issue 28). */
export const PENDING_MEAL_TEXTS = {
  heading: 'Waiting to sync',
  waiting: 'Saved on this device, waiting to sync',
  notSynced: 'Not synced',
  review: 'Review',
} as const;
