import type { TagWithCounts } from '@dd/contracts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const restaurantUsage = (count: number) => plural(count, 'restaurant', 'restaurants');
export const mealUsage = (count: number) => plural(count, 'meal', 'meals');

/** '3 restaurants · 1 meal': how much a tag is used. */
export function usageSummary({
  restaurantCount,
  mealCount,
}: Pick<TagWithCounts, 'restaurantCount' | 'mealCount'>): string {
  return `${restaurantUsage(restaurantCount)} · ${mealUsage(mealCount)}`;
}
