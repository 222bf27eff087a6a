import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@dd/shell-kit';
import { diariesQuery } from '@dd/shell-kit/diaries';
import { Button, ErrorText } from '@dd/ui-kit';
import { DIARY_TEXTS as TEXT, createdText, sharedDiaries } from '../model/diaryTexts';
import { CreateDiaryForm } from './CreateDiaryForm';
import { DiaryCard } from './DiaryCard';
import styles from './SharedDiaries.module.css';

const HEADING_ID = 'shared-diaries-title';

/**
 * The profile's "Shared diaries" tab (issue 46): the user's shared diaries
 * with their role, each with its members (and, for an owner, invitations),
 * and a form to create one.
 */
export default function SharedDiariesPanel() {
  const { user } = useSession();
  const diaries = useQuery(diariesQuery());
  const [status, setStatus] = useState('');

  const announce = (text: string, gone = false) => {
    setStatus(text);
    // The diary and the button that had focus are gone: focus goes back to the section.
    if (gone) document.getElementById(HEADING_ID)?.focus();
  };

  const shared = diaries.data ? sharedDiaries(diaries.data) : [];

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className={styles.title} tabIndex={-1}>
          {TEXT.title}
        </h2>
        <p className={styles.text}>{TEXT.intro}</p>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {diaries.data ? (
          shared.length === 0 ? (
            <p className={styles.text}>{TEXT.empty}</p>
          ) : (
            <ul className={styles.list} aria-label="Your shared diaries">
              {shared.map((diary) => (
                <li key={diary._id}>
                  <DiaryCard diary={diary} userId={user?.id ?? ''} onStatus={announce} />
                </li>
              ))}
            </ul>
          )
        ) : diaries.isError ? (
          <>
            <ErrorText>{`${TEXT.loadFailed}: ${diaries.error.message}`}</ErrorText>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                loading={diaries.isFetching}
                onClick={() => void diaries.refetch()}
              >
                {TEXT.retry}
              </Button>
            </div>
          </>
        ) : (
          <p role="status" className={styles.text}>
            {TEXT.loading}
          </p>
        )}
      </section>
      <CreateDiaryForm onCreated={(name) => announce(createdText(name))} />
    </div>
  );
}
