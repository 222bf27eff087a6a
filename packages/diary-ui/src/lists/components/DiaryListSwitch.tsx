import { useQuery } from '@tanstack/react-query';
import { diaryIn, useCurrentDiary } from '@dd/shell-kit';
import { diariesQuery } from '@dd/shell-kit/diaries';
import { ViewSwitch } from './ViewSwitch';
import styles from './DiaryListSwitch.module.css';

/**
 * On a phone, a list's diaries as one switch above it ("My diary", "Home"):
 * another diary is one tap away, where the nav's switcher takes a dialog.
 * Only for a user in more than one diary; wider screens have the nav's.
 */
export function DiaryListSwitch() {
  const { diaryId, switchTo } = useCurrentDiary();
  const diaries = useQuery(diariesQuery()).data ?? [];
  const current = diaryIn(diaries, diaryId);
  if (diaries.length < 2 || !current) return null;
  return (
    <div className={styles.phoneOnly}>
      <ViewSwitch
        label="Diary"
        options={diaries.map((diary) => ({
          value: diary._id,
          // The API names the personal diary "My diary" (PERSONAL_DIARY_NAME): the
          // list route does without the contracts' schemas.
          label: diary.name,
        }))}
        value={current._id}
        onChange={(value) => {
          const picked = diaries.find((diary) => diary._id === value);
          switchTo(!picked || picked.personal ? null : picked._id);
        }}
      />
    </div>
  );
}
