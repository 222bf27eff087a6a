import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListStatus } from '../../lists/components/ListStatus';
import type { DiaryResource } from '../../lists/model/listParams';
import { OfflineNote } from '../../offline/components/OfflineNote';
import type { ShownQuery } from '../../offline/model/deviceCopy';
import { DETAIL_TEXTS } from '../model/detailTexts';
import { isMissingRecord } from '../model/isMissingRecord';
import styles from './DetailPage.module.css';

/**
 * A record's page: one column of its header, hero and section cards, under
 * the offline note when `record` (its query) shows the device's copy.
 */
export function DetailPage({ record, children }: { record: ShownQuery; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <OfflineNote query={record} />
      {children}
    </article>
  );
}

export type DetailPageStatusProps = {
  resource: DiaryResource;
  /** The record's load error; null while it loads. */
  error: Error | null;
};

/**
 * A record's page before it has its record: the loading text, or 'not found'
 * (404, or a malformed id) or the load error, with a link back to the list.
 */
export function DetailPageStatus({ resource, error }: DetailPageStatusProps) {
  const texts = DETAIL_TEXTS[resource];
  if (!error)
    return (
      <div className={styles.page}>
        <ListStatus kind="loading" text={texts.loading} />
      </div>
    );
  return (
    <div className={styles.page}>
      <ListStatus kind="error" text={isMissingRecord(error) ? texts.notFound : texts.loadError} />
      <Link to={`/${resource}`} className={styles.backLink}>
        {texts.back}
      </Link>
    </div>
  );
}
