import { buttonClassName } from '@dd/ui-kit';
import styles from './PageErrorFallback.module.css';

function describe(error: unknown): string {
  if (error instanceof Error)
    return error.stack && error.stack.includes(error.message)
      ? error.stack
      : `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  if (error && typeof error === 'object' && 'statusText' in error) {
    const { status, statusText } = error as { status?: number; statusText?: string };
    return `${status ?? ''} ${statusText ?? ''}`.trim();
  }
  return String(error);
}

function reloadPage() {
  window.location.reload();
}

/** The spec's page-level fallback: the page failed, the rest of the app still works. */
export function PageErrorFallback({
  error,
  onRefresh = reloadPage,
}: {
  error: unknown;
  onRefresh?: () => void;
}) {
  return (
    <section className={styles.fallback} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>
        We encountered an error while loading this page. Please try refreshing.
      </p>
      <details className={styles.details}>
        <summary>Error details</summary>
        <pre className={styles.trace}>{describe(error)}</pre>
      </details>
      {/* A plain button with the kit's look: the kit's Button (with its loading state) stays out of the first paint. */}
      <button type="button" className={buttonClassName()} onClick={onRefresh}>
        Refresh Page
      </button>
    </section>
  );
}
