import { afterFirstPaint } from './app/afterFirstPaint';

// Beside the app, not after it: a signed-in remote page's code and first
// query. It only starts fetches, so it goes at once.
import('./app/startSignedInPage').then(
  (module) => module.startSignedInPage(window.location),
  () => undefined, // the page loads what it needs as it renders
);
// Async boundary: the federation runtime initialises the share scope before
// any shared package (react, react-router…) is used. Run after the page has
// painted what the server rendered.
afterFirstPaint(() => void import('./bootstrap'));
