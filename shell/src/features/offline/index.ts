export { SERVICE_WORKER_URL, registerServiceWorkerAfterLoad } from './registerServiceWorker';
