export { OfflineNotices } from './components/OfflineNotices';
export { keepPagesForSession } from './keepPagesForSession';
export { SERVICE_WORKER_URL, registerServiceWorkerAfterLoad } from './registerServiceWorker';
export { useQueuedWrites, type QueuedWrites } from './hooks/useQueuedWrites';
// The /sync page is not here: the entry loads this index, the route loads the page lazily.
export { SYNC_PATH } from './syncPath';
