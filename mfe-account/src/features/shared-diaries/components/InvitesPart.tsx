import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  diaryInviteRoleSchema,
  type DiaryInviteRole,
  type DiaryInviteSummary,
} from '@dd/contracts';
import { Button, ConfirmDialog, ErrorText, Input, Select, SubmitForm } from '@dd/ui-kit';
import { invitesQuery } from '../api/diariesApi';
import { useInviteMutations } from '../api/useDiaryMutations';
import {
  DIARY_TEXTS as TEXT,
  expiresText,
  inviteSentText,
  revokedText,
  ROLE_HINT,
  ROLE_NAMES,
} from '../model/diaryTexts';
import styles from './SharedDiaries.module.css';

export type InvitesPartProps = {
  diaryId: string;
  diaryName: string;
  onStatus: (text: string) => void;
};

/**
 * The owner's side of invitations: those waiting for an answer (e-mail, role,
 * expiry, Revoke) and the form that sends one by e-mail.
 */
export function InvitesPart({ diaryId, diaryName, onStatus }: InvitesPartProps) {
  const listId = useId();
  const formId = useId();
  const invites = useQuery(invitesQuery(diaryId));
  const { send, revoke } = useInviteMutations(diaryId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<DiaryInviteRole>('editor');
  const [sent, setSent] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<DiaryInviteSummary | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const edited = () => {
    setSent(null);
    if (send.isError) send.reset();
  };

  const confirmRevoke = (invite: DiaryInviteSummary) => {
    setRevokeError(null);
    revoke.mutate(invite._id, {
      onSuccess: () => onStatus(revokedText(invite.email)),
      onError: (failure) => setRevokeError(failure.message),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <>
      <section className={styles.part} aria-labelledby={listId}>
        <h4 id={listId} className={styles.partTitle}>
          {TEXT.invites}
        </h4>
        {invites.data ? (
          invites.data.length === 0 ? (
            <p className={styles.text}>{TEXT.noInvites}</p>
          ) : (
            <ul className={styles.rows} aria-labelledby={listId}>
              {invites.data.map((invite) => (
                <li key={invite._id} className={styles.row}>
                  <span className={styles.who}>
                    <span className={styles.name}>{invite.email}</span>
                    <span className={styles.meta}>
                      {ROLE_NAMES[invite.role]} · {expiresText(invite.expiresAt)}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={`${TEXT.revoke} the invitation to ${invite.email}`}
                    onClick={() => setRevoking(invite)}
                  >
                    {TEXT.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : invites.isError ? (
          <ErrorText>{`${TEXT.invitesFailed}: ${invites.error.message}`}</ErrorText>
        ) : (
          <p role="status" className={styles.text}>
            {TEXT.invitesLoading}
          </p>
        )}
        {revokeError && <ErrorText>{revokeError}</ErrorText>}
      </section>

      <section className={styles.part} aria-labelledby={formId}>
        <h4 id={formId} className={styles.partTitle}>
          {TEXT.inviteTitle}
        </h4>
        <SubmitForm
          aria-labelledby={formId}
          className={styles.form}
          onSubmit={() => {
            setSent(null);
            send.mutate(
              { email: email.trim(), role },
              {
                onSuccess: (invite) => {
                  setEmail('');
                  setSent(inviteSentText(invite.email));
                },
              },
            );
          }}
          pending={send.isPending}
          feedback={
            sent && (
              <p role="status" className={styles.status}>
                {sent}
              </p>
            )
          }
          error={send.isError && send.error.message}
          submitLabel={TEXT.send}
          submitAt="end"
        >
          <div className={styles.formRow}>
            <Input
              label={TEXT.emailLabel}
              type="email"
              name="inviteEmail"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                edited();
              }}
            />
            <Select
              label={TEXT.roleLabel}
              name="inviteRole"
              value={role}
              onChange={(event) => {
                setRole(event.target.value as DiaryInviteRole);
                edited();
              }}
            >
              {diaryInviteRoleSchema.options.map((option) => (
                <option key={option} value={option}>
                  {ROLE_NAMES[option]}
                </option>
              ))}
            </Select>
          </div>
          <p className={styles.text}>{ROLE_HINT}</p>
        </SubmitForm>
      </section>

      {revoking && (
        <ConfirmDialog
          open
          title="Revoke invitation"
          message={`Revoke the invitation to ${revoking.email}?`}
          detail={`The link in the e-mail will no longer open ${diaryName}.`}
          confirmLabel={TEXT.revoke}
          loading={revoke.isPending}
          onConfirm={() => confirmRevoke(revoking)}
          onCancel={() => setRevoking(null)}
        />
      )}
    </>
  );
}
