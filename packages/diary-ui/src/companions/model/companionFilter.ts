import { COMPANION_NAME_MAX_LENGTH, tidyCompanionName } from '@dd/contracts';

/** The meal list's URL parameter holding a person's name: `/meals?companion=Sam`. */
export const COMPANION_FILTER_PARAM = 'companion';

/** The meal list of the meals shared with `name`. */
export function companionListPath(name: string): string {
  return `/meals?${new URLSearchParams({ [COMPANION_FILTER_PARAM]: tidyCompanionName(name) })}`;
}

/** The person a list page's URL narrows to (tidied); blank or too long reads as none. */
export function companionFromSearchParams(searchParams: URLSearchParams): string | null {
  const name = tidyCompanionName(searchParams.get(COMPANION_FILTER_PARAM) ?? '');
  return name && name.length <= COMPANION_NAME_MAX_LENGTH ? name : null;
}
