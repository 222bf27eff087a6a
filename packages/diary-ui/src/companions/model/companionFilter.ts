// Read by the meal list's route: no import from the contracts here, so the
// list's script does not carry the companion-name rules (see companionLinks).

/** The meal list's URL parameter holding a person's name: `/meals?companion=Sam`. */
export const COMPANION_FILTER_PARAM = 'companion';

/**
 * The person a list page's URL narrows to, trimmed; blank reads as none. The
 * API tidies the name as it does every name (and refuses one too long).
 */
export function companionFromSearchParams(searchParams: URLSearchParams): string | null {
  return searchParams.get(COMPANION_FILTER_PARAM)?.trim() || null;
}
