export { LogMealAction } from './LogMealAction';
export { LOG_MEAL_LABEL, LOG_MEAL_PATH } from './logMealTarget';
