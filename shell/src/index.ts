import { afterFirstPaint } from './app/afterFirstPaint';
import { startSignedInPage } from './app/startSignedInPage';

// Beside the app, not after it: a signed-in remote page's code. It only
// starts fetches, so it goes at once (what it uses, shell-kit, is in this
// entry: eager in the share scope).
startSignedInPage(window.location);
// Async boundary: the federation runtime initialises the share scope before
// the shared packages the entry does not hold (react-query) are used. Run
// after the page has painted what the server rendered.
afterFirstPaint(() => void import('./bootstrap'));
