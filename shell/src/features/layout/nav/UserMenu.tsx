import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AuthUser } from '@dd/contracts';
import { useSession } from '@dd/shell-kit';
import { UserBadge } from './UserBadge';
import { useDismiss } from './useDismiss';
import styles from './UserMenu.module.css';

export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);

  const logOut = async () => {
    close();
    await signOut();
    navigate('/login');
  };

  return (
    <div className={styles.container} ref={containerRef}>
      <button
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
          <button type="button" role="menuitem" className={styles.item} onClick={logOut}>
            Log Out
          </button>
        </div>
      )}
    </div>
  );
}
