import { useQuery } from '@tanstack/react-query';
import { useCurrentDiary } from '@dd/shell-kit';
import { Button, ErrorText, Page } from '@dd/ui-kit';
import { PeopleSection } from '../../people';
import { tagsWithCountsQuery } from '../api/tagsApi';
import { TagsManager } from '../components/TagsManager';
import { TAG_TEXTS } from '../model/tagTexts';
import styles from './TagsPage.module.css';

/**
 * /tags (product spec §2 Tags): the user's tags with their usage counts, and
 * under them the People of the diary, renamed, merged and deleted alike.
 */
export function TagsPage() {
  const tags = useQuery(tagsWithCountsQuery(useCurrentDiary().diaryId));
  return (
    <Page title={TAG_TEXTS.title}>
      {/* Loaded tags stay on screen even if a later refresh fails. */}
      {tags.data ? (
        <TagsManager tags={tags.data} />
      ) : tags.isError ? (
        <div className={styles.failed}>
          <ErrorText>{TAG_TEXTS.loadFailed}</ErrorText>
          <Button variant="secondary" loading={tags.isFetching} onClick={() => void tags.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p role="status" className={styles.loading}>
          {TAG_TEXTS.loading}
        </p>
      )}
      <PeopleSection />
    </Page>
  );
}
