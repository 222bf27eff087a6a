import type { AuthUser } from '@dd/contracts';
import styles from './UserMenu.module.css';

/** 'Ada Lovelace' → 'Ada'. */
export function firstName(fullName: string | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

function Avatar({ user }: { user: AuthUser }) {
  const imageUrl = user.userImages?.[0]?.url;
  if (imageUrl) return <img className={styles.avatar} src={imageUrl} alt="" />;
  const initial = (user.fullName?.trim() || user.email || '?').charAt(0).toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initial}
    </span>
  );
}

/** The signed-in user's avatar and greeting: the user menu's trigger shows them. */
export function UserBadge({ user }: { user: AuthUser }) {
  return (
    <>
      <Avatar user={user} />
      <span className={styles.greeting}>Hi, {firstName(user.fullName)}</span>
    </>
  );
}

/**
 * The user menu's trigger as it looks, with nothing to focus or press, while
 * the menu's code arrives (the landing page's first paint does without it).
 */
export function UserMenuPlaceholder({ user }: { user: AuthUser }) {
  return (
    <div className={styles.container}>
      <span className={styles.trigger} aria-hidden="true">
        <UserBadge user={user} />
      </span>
    </div>
  );
}
