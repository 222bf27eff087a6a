import { tidyCompanionName } from '@dd/contracts';
import { COMPANION_FILTER_PARAM } from './companionFilter';

/** The meal list of the meals shared with `name` (tidied as stored). */
export function companionListPath(name: string): string {
  return `/meals?${new URLSearchParams({ [COMPANION_FILTER_PARAM]: tidyCompanionName(name) })}`;
}
