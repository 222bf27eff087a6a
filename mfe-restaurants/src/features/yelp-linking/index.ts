// Public face of the Yelp linking of imported places: the restaurants list shows the banner.
export { UnlinkedPlacesBanner } from './components/UnlinkedPlacesBanner';
