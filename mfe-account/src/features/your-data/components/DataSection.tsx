import type { ReactNode } from 'react';
import { Button, ErrorText } from '@dd/ui-kit';
import styles from './YourData.module.css';

export interface DataSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: string;
  /** The section's own query (the latest export or import): its loading and failure replace the body. */
  latest: { isPending: boolean; isError: boolean };
  loadingText: string;
  loadFailedText: string;
  /** Offered as "Try again" beside the failure, when given. */
  retry?: { label: string; onRetry: () => void };
  children: ReactNode;
}

/** One section of the "Your data" tab: heading, a line on what it does, then its body once its state is read. */
export function DataSection({
  id,
  title,
  intro,
  latest,
  loadingText,
  loadFailedText,
  retry,
  children,
}: DataSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      {/* Focusable from code: where focus goes when what had it is removed. */}
      <h2 id={id} className={styles.title} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.text}>{intro}</p>
      {latest.isPending ? (
        <p className={styles.text} role="status">
          {loadingText}
        </p>
      ) : latest.isError ? (
        <>
          <ErrorText>{loadFailedText}</ErrorText>
          {retry && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={retry.onRetry}>
                {retry.label}
              </Button>
            </div>
          )}
        </>
      ) : (
        children
      )}
    </section>
  );
}
