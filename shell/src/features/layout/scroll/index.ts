export { ScrollRestorer } from './ScrollRestorer';
