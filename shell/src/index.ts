// Async boundary: the federation runtime initialises the share scope before
// any shared package (react, react-router…) is used.
import('./bootstrap');
// Beside the app, not after it: a signed-in remote page's code and first query.
import('./app/startSignedInPage').then(
  (module) => module.startSignedInPage(window.location),
  () => undefined, // the page loads what it needs as it renders
);
