import { useId, useState } from 'react';
import { DIARY_NAME_MAX_LENGTH } from '@dd/contracts';
import { Input, SubmitForm } from '@dd/ui-kit';
import { useCreateDiary } from '../api/useDiaryMutations';
import { DIARY_TEXTS as TEXT } from '../model/diaryTexts';
import styles from './SharedDiaries.module.css';

/** "Name" and Create: a new shared diary the user owns. The name stays in the field when the server refuses it. */
export function CreateDiaryForm({ onCreated }: { onCreated: (name: string) => void }) {
  const headingId = useId();
  const [name, setName] = useState('');
  const create = useCreateDiary();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {TEXT.createTitle}
      </h3>
      <SubmitForm
        aria-labelledby={headingId}
        onSubmit={() =>
          create.mutate(name, {
            onSuccess: (diary) => {
              setName('');
              onCreated(diary.name);
            },
          })
        }
        pending={create.isPending}
        error={create.isError && create.error.message}
        submitLabel={TEXT.create}
        submitAt="end"
      >
        <Input
          label={TEXT.nameLabel}
          name="diaryName"
          value={name}
          required
          maxLength={DIARY_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder="e.g. Home"
          onChange={(event) => {
            setName(event.target.value);
            if (create.isError) create.reset();
          }}
        />
      </SubmitForm>
    </section>
  );
}
