// `@dd/shell-kit/query`: kept out of the main entry, which must not pull
// react-query into the shell's landing page.
export { APP_QUERY_DEFAULTS, createAppQueryClient } from './createAppQueryClient';
export { queryCacheRestored } from './persistQueryCache';
