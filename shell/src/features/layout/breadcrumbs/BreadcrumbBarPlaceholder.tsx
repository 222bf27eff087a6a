import styles from './BreadcrumbBar.module.css';

/** The breadcrumb bar's box, empty, while its code arrives: the page below does not move when it does. */
export function BreadcrumbBarPlaceholder() {
  return (
    <div className={styles.bar} aria-hidden="true">
      <div className={`${styles.list} ${styles.placeholder}`} />
    </div>
  );
}
