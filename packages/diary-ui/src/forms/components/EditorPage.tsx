import type { ReactNode } from 'react';
import { Page, Spinner } from '@dd/ui-kit';
import styles from './EditorPage.module.css';

/**
 * An add or edit page: one column (at most ~720px) of its title, then its
 * form sections, sharing one left edge.
 */
export function EditorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.column}>
      <Page title={title}>
        <div className={styles.editor}>{children}</div>
      </Page>
    </div>
  );
}

/** An edit page while its record loads, e.g. 'Loading meal data...'. */
export function EditorLoading({ text }: { text: string }) {
  return (
    <p role="status" className={styles.status}>
      <Spinner /> {text}
    </p>
  );
}
