import { useId, useState } from 'react';
import type { Diary } from '@dd/contracts';
import { Badge, Button, ConfirmDialog, ErrorText } from '@dd/ui-kit';
import { useDeleteDiary, useLeaveDiary, useRenameDiary } from '../api/useDiaryMutations';
import {
  DELETE_DETAIL,
  deletedText,
  deleteMessage,
  DIARY_TEXTS as TEXT,
  LEAVE_DETAIL,
  leaveMessage,
  leftText,
  renamedText,
  ROLE_NAMES,
} from '../model/diaryTexts';
import { InvitesPart } from './InvitesPart';
import { MembersPart } from './MembersPart';
import { RenameDiaryDialog } from './RenameDiaryDialog';
import styles from './SharedDiaries.module.css';

type Pending = 'rename' | 'delete' | 'leave' | null;

export type DiaryCardProps = {
  diary: Diary;
  userId: string;
  /** A change to announce; `gone` when the diary left the list with it. */
  onStatus: (text: string, gone?: boolean) => void;
};

/**
 * One shared diary: its name and the user's role; for an owner Rename,
 * Delete (confirmed: its records go with it), members to manage, pending
 * invitations and the invite form; for everyone the members and Leave.
 */
export function DiaryCard({ diary, userId, onStatus }: DiaryCardProps) {
  const headingId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameDiary(diary._id);
  const remove = useDeleteDiary(diary._id);
  const leave = useLeaveDiary(diary._id);
  const owner = diary.role === 'owner';

  const open = (next: Pending) => {
    setError(null);
    setPending(next);
  };

  const fail = (failure: Error) => {
    setPending(null);
    setError(failure.message);
  };

  return (
    <article className={styles.diary} aria-labelledby={headingId}>
      <div className={styles.diaryHeader}>
        <h3 id={headingId} className={styles.diaryName}>
          {diary.name} <Badge>{ROLE_NAMES[diary.role]}</Badge>
        </h3>
        <div className={styles.actions}>
          {owner && (
            <Button
              variant="secondary"
              aria-label={`${TEXT.rename} ${diary.name}`}
              onClick={() => open('rename')}
            >
              {TEXT.rename}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-label={`${TEXT.leave} ${diary.name}`}
            onClick={() => open('leave')}
          >
            {TEXT.leave}
          </Button>
          {owner && (
            <Button
              variant="danger"
              aria-label={`${TEXT.delete} ${diary.name}`}
              onClick={() => open('delete')}
            >
              {TEXT.delete}
            </Button>
          )}
        </div>
      </div>
      {error && <ErrorText>{error}</ErrorText>}

      <MembersPart diary={diary} userId={userId} onStatus={onStatus} />
      {owner && <InvitesPart diaryId={diary._id} diaryName={diary.name} onStatus={onStatus} />}

      {pending === 'rename' && (
        <RenameDiaryDialog
          diary={diary}
          saving={rename.isPending}
          error={rename.isError ? rename.error.message : null}
          onSave={(name) =>
            rename.mutate(name, {
              onSuccess: () => {
                setPending(null);
                onStatus(renamedText(name));
              },
            })
          }
          onCancel={() => {
            rename.reset();
            setPending(null);
          }}
        />
      )}
      {pending === 'delete' && (
        <ConfirmDialog
          open
          title={TEXT.deleteTitle}
          message={deleteMessage(diary.name)}
          detail={DELETE_DETAIL}
          confirmLabel={TEXT.delete}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => onStatus(deletedText(diary.name), true),
              onError: fail,
            })
          }
          onCancel={() => setPending(null)}
        />
      )}
      {pending === 'leave' && (
        <ConfirmDialog
          open
          title={TEXT.leaveTitle}
          message={leaveMessage(diary.name)}
          detail={LEAVE_DETAIL}
          confirmLabel={TEXT.leave}
          loading={leave.isPending}
          onConfirm={() =>
            leave.mutate(undefined, {
              onSuccess: () => onStatus(leftText(diary.name), true),
              onError: fail,
            })
          }
          onCancel={() => setPending(null)}
        />
      )}
    </article>
  );
}
