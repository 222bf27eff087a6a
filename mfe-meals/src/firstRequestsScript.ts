// The first-requests script: a bundle of its own that the web tier puts in the
// HTML of this remote's pages, so their first requests leave with the app's code.
import { startFirstRequests } from '@dd/shell-kit/first-requests';
import { mealsFirstRequests } from './firstRequests';

startFirstRequests(mealsFirstRequests);
