/** The profile page's search parameter that opens one of its tabs (`/profile?tab=your-data`). */
export const PROFILE_TAB_PARAM = 'tab';

/** The profile's "Your data" tab: export, import, account deletion. */
export const YOUR_DATA_TAB = 'your-data';

/** The profile's "Shared diaries" tab: the diaries shared with others, their members and invitations (issue 46). */
export const SHARED_DIARIES_TAB = 'shared-diaries';

/** The address of the profile page opened at the tab `slug`. */
export function profileTabPath(slug: string): string {
  return `/profile?${new URLSearchParams({ [PROFILE_TAB_PARAM]: slug })}`;
}
