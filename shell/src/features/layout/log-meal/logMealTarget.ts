/** Where "Log a meal" leads: the meal form. */
export const LOG_MEAL_PATH = '/meals/new';
export const LOG_MEAL_LABEL = 'Log a meal';

/** Pages where "Log a meal" would only get in the way: the meal form itself and every editor. */
export function offersLogMeal(pathname: string): boolean {
  return pathname !== LOG_MEAL_PATH && !/\/(new|edit)$/.test(pathname);
}
