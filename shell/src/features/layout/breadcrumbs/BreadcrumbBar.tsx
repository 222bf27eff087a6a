import { Link, useLocation } from 'react-router';
import { useBreadcrumbState } from '@dd/shell-kit';
import { deriveCrumbs } from './deriveCrumbs';
import styles from './BreadcrumbBar.module.css';

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3z" />
    </svg>
  );
}

/** Home icon + crumbs, below the nav bar on every page but the landing page. */
export function BreadcrumbBar() {
  const { pathname } = useLocation();
  const override = useBreadcrumbState();
  if (pathname === '/') return null;
  const crumbs = override ?? deriveCrumbs(pathname);

  return (
    <nav className={styles.bar} aria-label="Breadcrumb">
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/" className={styles.home} aria-label="Home">
            <HomeIcon />
          </Link>
        </li>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {crumb.to && !isLast ? (
                <Link to={crumb.to} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.current} aria-current={isLast ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
