/** The shell's service worker (built by `createServiceWorkerConfig`), served at the site's root so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the service worker once the page has loaded: its precaching must
 * not compete with the first page's own requests. Production builds only; a
 * browser without service workers works as before, online.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn('[shell] the app will not open offline: service worker not installed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
