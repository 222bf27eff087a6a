// Async boundary: the federation runtime initialises the share scope before
// any shared package (react, react-router…) is used.
import('./bootstrap');
