import { DEFAULT_FILTER_CHOICE, type FilterChoice } from './queries';

/** How many of the filters (distance, category, price) differ from the defaults: the compact bar's badge. */
export function activeFilterCount({ radius, category, prices }: FilterChoice): number {
  return (
    Number(radius !== DEFAULT_FILTER_CHOICE.radius) +
    Number(category !== null) +
    Number(prices.length > 0)
  );
}
