export const LINKING_TEXTS = {
  pageTitle: 'Link to Yelp',
  intro:
    'Search Yelp for each place you imported from Google Maps and pick its listing: the address, phone, cuisine and map position are filled in. Skip the ones you do not find.',
  loading: 'Loading imported places...',
  loadFailed: 'Failed to load the imported places',
  linking: 'Linking...',
  linkFailed: 'Failed to link this place: ',
  skip: 'Skip',
  done: 'Done',
  finish: 'Finish for now',
  backToRestaurants: 'Back to restaurants',
  openInMaps: 'Open in Google Maps',
  noneLeft: 'Every imported place is linked to Yelp.',
  later: 'The places not linked yet stay on your restaurants list, to link another time.',
  bannerAction: 'Link to Yelp',
} as const;

const places = (count: number) =>
  `${count.toLocaleString('en-US')} imported ${count === 1 ? 'place is' : 'places are'}`;

/** "3 imported places are not linked to Yelp yet" */
export function bannerText(count: number): string {
  return `${places(count)} not linked to Yelp yet`;
}

/** "Place 2 of 12" */
export function progressText(position: number, total: number): string {
  return `Place ${position.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/** "2 linked, 1 skipped." */
export function summaryText(linked: number, skipped: number): string {
  return `${linked.toLocaleString('en-US')} linked, ${skipped.toLocaleString('en-US')} skipped.`;
}
