import type { MealTimelineStats } from '@dd/contracts';

export type PeriodFigure = { label: string; value: string; detail?: string };

const count = (value: number, locale?: string) => new Intl.NumberFormat(locale).format(value);

/**
 * The timeline header's figures: meals, distinct places, the share of thumbs
 * up among the rated meals (a dash when none is rated) and new places tried.
 */
export function periodFigures(
  stats: Omit<MealTimelineStats, 'spend'>,
  locale?: string,
): PeriodFigure[] {
  const share =
    stats.rated === 0
      ? '–'
      : new Intl.NumberFormat(locale, { style: 'percent' }).format(stats.thumbsUp / stats.rated);
  return [
    { label: stats.meals === 1 ? 'Meal' : 'Meals', value: count(stats.meals, locale) },
    { label: stats.places === 1 ? 'Place' : 'Places', value: count(stats.places, locale) },
    {
      label: 'Thumbs up',
      value: share,
      detail: stats.rated === 0 ? 'No rated meals' : `of ${count(stats.rated, locale)} rated`,
    },
    {
      label: stats.newPlaces === 1 ? 'New place' : 'New places',
      value: count(stats.newPlaces, locale),
    },
  ];
}
