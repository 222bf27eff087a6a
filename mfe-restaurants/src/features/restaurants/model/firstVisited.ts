import { diaryDay } from '@dd/diary-ui';

/**
 * The day a restaurant was first visited: the day its record says, unless
 * a meal there is older (the record's day is often the day it was added).
 */
export function firstVisitedDay(
  recorded: string | null | undefined,
  firstMeal: string | null | undefined,
): string | null {
  const days = [recorded, firstMeal].filter((day): day is string => !!day).map(diaryDay);
  return days.length === 0
    ? null
    : days.reduce((earliest, day) => (day < earliest ? day : earliest));
}
