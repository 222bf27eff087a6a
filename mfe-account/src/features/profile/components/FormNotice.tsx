import { ErrorText } from '@dd/ui-kit';
import styles from './Profile.module.css';

export type Notice = { kind: 'success' | 'warning' | 'error'; text: string };

/** One line of feedback under a form: green success, yellow warning or red error (product spec §8). */
export function FormNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  if (notice.kind === 'error') return <ErrorText>{notice.text}</ErrorText>;
  return (
    <p role="status" className={`${styles.notice} ${styles[notice.kind]}`}>
      {notice.text}
    </p>
  );
}
