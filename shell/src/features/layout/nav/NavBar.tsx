import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@dd/shell-kit';
import { loadable } from '@dd/ui-kit';
import { LogMealAction } from '../log-meal';
import { ThemeToggle } from '../theme/ThemeToggle';
import { isLinkActive, navLinksFor } from './navLinks';
import { UnsyncedLink } from './UnsyncedLink';
import { UserMenuPlaceholder } from './UserBadge';
import styles from './NavBar.module.css';

// Signed in only: the landing page's first paint does without its code.
// One chunk (its name) with the footer and breadcrumbs, which load after the page too.
const UserMenu = loadable(() =>
  import(/* webpackChunkName: "frame-after" */ './UserMenu').then((module) => module.UserMenu),
);

// Signed in only, with the query cache's code (the signed-in pages load it too).
const DiarySwitcher = loadable(() =>
  import(/* webpackChunkName: "signed-in-page" */ './diary-switcher/NavDiarySwitcher').then(
    (module) => module.NavDiarySwitcher,
  ),
);

export function NavBar() {
  const { pathname } = useLocation();
  const { isSignedIn, user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);

  // The collapsed (mobile) menu closes once the user has picked a page.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.brand}>
          Dining Diary
        </Link>
        {/* Beside the brand, not in the panel: seen on a phone with the menu folded too. */}
        {isSignedIn && <DiarySwitcher fallback={null} failedFallback={null} />}
        <UnsyncedLink />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-nav-links"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <div id="main-nav-links" className={styles.panel} data-open={menuOpen}>
          <ul className={styles.links}>
            {navLinksFor(isSignedIn).map(({ label, to }) => {
              const active = isLinkActive(to, pathname);
              return (
                <li key={to}>
                  <Link
                    to={to}
                    className={styles.link}
                    data-active={active}
                    aria-current={active ? 'page' : undefined}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <LogMealAction placement="nav" />
            <ThemeToggle />
            {isSignedIn && user && (
              <UserMenu
                user={user}
                fallback={<UserMenuPlaceholder user={user} />}
                failedFallback={<UserMenuPlaceholder user={user} />}
              />
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
