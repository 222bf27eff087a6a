import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { diaryRoleSchema, type Diary, type DiaryMember, type DiaryRole } from '@dd/contracts';
import { Button, ConfirmDialog, ErrorText, Select, visuallyHiddenClassName } from '@dd/ui-kit';
import { membersQuery } from '@dd/shell-kit/diaries';
import { useMemberMutations } from '../api/useDiaryMutations';
import {
  DIARY_TEXTS as TEXT,
  REMOVE_DETAIL,
  removedText,
  removeMessage,
  ROLE_NAMES,
  roleChangedText,
} from '../model/diaryTexts';
import styles from './SharedDiaries.module.css';

export type MembersPartProps = {
  diary: Diary;
  /** The signed-in user's id: their own row has no role picker or Remove (they leave instead). */
  userId: string;
  onStatus: (text: string) => void;
};

/**
 * A diary's members, first name and role. An owner changes another member's
 * role with a picker and removes them (confirmed first); everyone else reads.
 */
export function MembersPart({ diary, userId, onStatus }: MembersPartProps) {
  const headingId = useId();
  const members = useQuery(membersQuery(diary._id));
  const { changeRole, remove } = useMemberMutations(diary._id);
  const [removing, setRemoving] = useState<DiaryMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const manages = diary.role === 'owner';

  const setRole = (member: DiaryMember, role: DiaryRole) => {
    setError(null);
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => onStatus(roleChangedText(member.firstName, role)),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const confirmRemove = (member: DiaryMember) => {
    setError(null);
    remove.mutate(member.userId, {
      onSuccess: () => {
        setRemoving(null);
        onStatus(removedText(member.firstName));
      },
      onError: (failure) => {
        setRemoving(null);
        setError(failure.message);
      },
    });
  };

  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.partTitle}>
        {TEXT.members}
      </h4>
      {members.data ? (
        <ul className={styles.rows} aria-labelledby={headingId}>
          {members.data.map((member) => {
            const self = member.userId === userId;
            return (
              <li key={member.userId} className={styles.row}>
                <span className={styles.who}>
                  <span className={styles.name}>
                    {self ? `${member.firstName} ${TEXT.you}` : member.firstName}
                  </span>
                  {!(manages && !self) && (
                    <span className={styles.meta}>{ROLE_NAMES[member.role]}</span>
                  )}
                </span>
                {manages && !self && (
                  <span className={styles.rowActions}>
                    <Select
                      label={
                        <span className={visuallyHiddenClassName}>
                          {`${TEXT.roleLabel} of ${member.firstName}`}
                        </span>
                      }
                      className={styles.roleSelect}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => setRole(member, event.target.value as DiaryRole)}
                    >
                      {diaryRoleSchema.options.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_NAMES[role]}
                        </option>
                      ))}
                    </Select>
                    <Button
                      variant="secondary"
                      aria-label={`${TEXT.remove} ${member.firstName}`}
                      onClick={() => {
                        setError(null);
                        setRemoving(member);
                      }}
                    >
                      {TEXT.remove}
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : members.isError ? (
        <ErrorText>{`${TEXT.membersFailed}: ${members.error.message}`}</ErrorText>
      ) : (
        <p role="status" className={styles.text}>
          {TEXT.membersLoading}
        </p>
      )}
      {error && <ErrorText>{error}</ErrorText>}
      {removing && (
        <ConfirmDialog
          open
          title={TEXT.removeTitle}
          message={removeMessage(removing.firstName, diary.name)}
          detail={REMOVE_DETAIL}
          confirmLabel={TEXT.remove}
          loading={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
