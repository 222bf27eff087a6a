import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { profileTabPath, SHARED_DIARIES_TAB, YOUR_DATA_TAB, type AuthUser } from '@dd/contracts';
import { outbox, useSession } from '@dd/shell-kit';
import { loadable } from '@dd/ui-kit';
import { useQueuedWrites } from '../../offline';
import { UserBadge } from './UserBadge';
import { useDismiss } from './useDismiss';
import styles from './UserMenu.module.css';

// Only a device holding unsynced changes asks before logging out: the
// others' pages go without the dialog's code.
const LogOutWarning = loadable(() =>
  import(/* webpackChunkName: "log-out-warning" */ './LogOutWarning').then(
    (module) => module.LogOutWarning,
  ),
);

export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useSession();
  const { things } = useQueuedWrites();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [warning, setWarning] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  const hasUnsynced = things.length > 0;
  // Here before the Log Out tap that needs it, offline too.
  useEffect(() => {
    if (hasUnsynced) void LogOutWarning.preload();
  }, [hasUnsynced]);

  const signOutToLogin = async () => {
    await signOut();
    navigate('/login');
  };

  const logOut = async () => {
    close();
    if (hasUnsynced) setWarning(true);
    else await signOutToLogin();
  };

  const logOutAnyway = async () => {
    setLoggingOut(true);
    await outbox.clear(user.id);
    await signOutToLogin();
  };

  const stay = () => {
    setWarning(false);
    // The Log Out item that had focus closed with the menu.
    triggerRef.current?.focus();
  };

  return (
    <div className={styles.container} ref={containerRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserBadge user={user} />
      </button>
      {open && (
        <div id={menuId} className={styles.menu} role="menu">
          <Link to="/profile" role="menuitem" className={styles.item} onClick={close}>
            Edit Profile
          </Link>
          <Link
            to={profileTabPath(YOUR_DATA_TAB)}
            role="menuitem"
            className={styles.item}
            onClick={close}
          >
            Your data
          </Link>
          <Link
            to={profileTabPath(SHARED_DIARIES_TAB)}
            role="menuitem"
            className={styles.item}
            onClick={close}
          >
            Shared diaries
          </Link>
          <button type="button" role="menuitem" className={styles.item} onClick={logOut}>
            Log Out
          </button>
        </div>
      )}
      {warning && (
        <LogOutWarning
          fallback={null}
          failedFallback={null}
          unsynced={things.length}
          open
          loggingOut={loggingOut}
          onLogOut={logOutAnyway}
          onStay={stay}
        />
      )}
    </div>
  );
}
