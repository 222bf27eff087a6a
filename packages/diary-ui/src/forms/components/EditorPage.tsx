import type { ReactNode } from 'react';
import { Page, Spinner } from '@dd/ui-kit';
import styles from './EditorPage.module.css';

/** An add or edit page: its title, then one column (at most ~720px) of form sections. */
export function EditorPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <div className={styles.editor}>{children}</div>
    </Page>
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
