// The profile's "Shared diaries" tab, loaded on demand: `loadable(() => import('../shared-diaries'))`.
export { default } from './components/SharedDiariesPanel';
