import { ErrorText, Spinner, classNames } from '@dd/ui-kit';
import styles from './ListStatus.module.css';

export type ListStatusProps = {
  kind: 'loading' | 'empty' | 'error';
  text: string;
  className?: string;
};

/** A list's loading (announced politely), empty or error (announced at once) state. */
export function ListStatus({ kind, text, className }: ListStatusProps) {
  if (kind === 'error')
    return <ErrorText className={classNames(styles.status, className)}>{text}</ErrorText>;
  if (kind === 'loading')
    return (
      <p role="status" className={classNames(styles.status, styles.loading, className)}>
        <Spinner />
        {text}
      </p>
    );
  return <p className={classNames(styles.status, styles.empty, className)}>{text}</p>;
}
