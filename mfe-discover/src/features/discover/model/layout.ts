/**
 * Below 48rem the screen is laid out for a phone (the CSS modules repeat this
 * width in their media queries): the search and filters fold into a compact
 * bar, and on the map the selected place shows in a bottom sheet over
 * clustered pins.
 */
export const NARROW_SCREEN = '(max-width: 47.99rem)';
