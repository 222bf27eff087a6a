// The profile's "Your data" tab, loaded on demand: `lazy(() => import('../your-data'))`.
export { default } from './components/YourDataPanel';
