import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DIARY_INVITE_PATH_PREFIX, profileTabPath, SHARED_DIARIES_TAB } from '@dd/contracts';
import {
  AFTER_SIGN_IN_PATH,
  signInPathReturningTo,
  useBreadcrumbOverride,
  useSession,
} from '@dd/shell-kit';
import { Button, buttonClassName, ErrorText, Page } from '@dd/ui-kit';
import { invitationQuery } from '../api/diariesApi';
import { useAcceptInvite } from '../api/useDiaryMutations';
import { expiresText, INVITE_TEXTS as TEXT, invitedText, joinedText } from '../model/diaryTexts';
import styles from '../components/SharedDiaries.module.css';

const SHARED_DIARIES_PATH = profileTabPath(SHARED_DIARIES_TAB);
// Its own crumb: the token is no place to go back to, nor is /invites.
const INVITE_CRUMBS = [{ label: 'Invitation' }];

/**
 * `/invites/:token`, the link of an invitation e-mail (issue 46). Signed out:
 * who invited the person to which diary, then Sign in and Sign up, both
 * coming back here. Signed in: the same, and Accept; then a way to the
 * Shared diaries.
 * A link that is unknown, used, expired or for another address says so,
 * in the server's words, with a way on.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const { isSignedIn } = useSession();
  useBreadcrumbOverride(INVITE_CRUMBS);
  return (
    <Page title={TEXT.title}>
      <div className={styles.card}>
        {isSignedIn ? <Invitation token={token} /> : <SignInFirst token={token} />}
      </div>
    </Page>
  );
}

/** The link's own token is enough to read who invited whom to which diary: no sign-in needed for that. */
function SignInFirst({ token }: { token: string }) {
  const here = `${DIARY_INVITE_PATH_PREFIX}/${encodeURIComponent(token)}`;
  const invitation = useQuery(invitationQuery(token));
  const view = invitation.data;
  if (invitation.isError || (view && !view.valid))
    return (
      <>
        <ErrorText>{invitation.isError ? invitation.error.message : TEXT.notValid}</ErrorText>
        <p className={styles.text}>{TEXT.askAgain}</p>
      </>
    );
  return (
    <>
      <p className={styles.lead}>
        {view ? invitedText(view.invitedBy, view.diaryName, view.role) : TEXT.signedOut}
      </p>
      {view && <p className={styles.text}>{expiresText(view.expiresAt)}.</p>}
      <p className={styles.text}>{TEXT.signedOutHint}</p>
      <div className={styles.links}>
        <Link to={signInPathReturningTo('/login', here)} className={buttonClassName()}>
          {TEXT.signIn}
        </Link>
        <Link
          to={signInPathReturningTo('/signup', here)}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {TEXT.signUp}
        </Link>
      </div>
    </>
  );
}

function Onward() {
  return (
    <div className={styles.links}>
      <Link to={SHARED_DIARIES_PATH} className={buttonClassName({ variant: 'secondary' })}>
        {TEXT.toSharedDiaries}
      </Link>
      <Link to={AFTER_SIGN_IN_PATH} className={buttonClassName({ variant: 'ghost' })}>
        {TEXT.toDiary}
      </Link>
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const { user } = useSession();
  const invitation = useQuery(invitationQuery(token));
  const accept = useAcceptInvite(token);

  if (accept.isSuccess) {
    const { diary } = accept.data;
    return (
      <>
        <p role="status" className={styles.lead}>
          {joinedText(diary.name, diary.role)}
        </p>
        <div className={styles.links}>
          <Link to={SHARED_DIARIES_PATH} className={buttonClassName()}>
            {TEXT.toSharedDiaries}
          </Link>
        </div>
      </>
    );
  }
  if (invitation.isError)
    return (
      <>
        <ErrorText>{invitation.error.message}</ErrorText>
        <p className={styles.text}>{TEXT.askAgain}</p>
        <Onward />
      </>
    );
  if (!invitation.data)
    return (
      <p role="status" className={styles.text}>
        {TEXT.loading}
      </p>
    );

  const { diaryName, invitedBy, role, valid, expiresAt } = invitation.data;
  return (
    <>
      <p className={styles.lead}>{invitedText(invitedBy, diaryName, role)}</p>
      {valid ? (
        <>
          <p className={styles.text}>
            {expiresText(expiresAt)}. You are signed in as {user?.email}.
          </p>
          {accept.isError && <ErrorText>{accept.error.message}</ErrorText>}
          {accept.isError ? (
            <Onward />
          ) : (
            <div className={styles.links}>
              <Button loading={accept.isPending} onClick={() => accept.mutate()}>
                {TEXT.accept}
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <ErrorText>{TEXT.notValid}</ErrorText>
          <p className={styles.text}>{TEXT.askAgain}</p>
          <Onward />
        </>
      )}
    </>
  );
}
