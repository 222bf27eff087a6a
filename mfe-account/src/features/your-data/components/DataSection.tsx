import type { ReactNode } from 'react';
import { ErrorText } from '@dd/ui-kit';
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
  children,
}: DataSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{intro}</p>
      {latest.isPending ? (
        <p className={styles.text} role="status">
          {loadingText}
        </p>
      ) : latest.isError ? (
        <ErrorText>{loadFailedText}</ErrorText>
      ) : (
        children
      )}
    </section>
  );
}
