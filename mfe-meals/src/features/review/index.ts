export { ReviewLink, ReviewOffer } from './components/ReviewOffer';
