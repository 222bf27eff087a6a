import { lazy } from 'react';
import { Outlet } from 'react-router';
import { BreadcrumbBar } from './breadcrumbs/BreadcrumbBar';
import { LoadWhenNear } from './deferred/LoadWhenNear';
import { NavBar } from './nav/NavBar';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import styles from './AppLayout.module.css';

// Below the fold on every page (the page area is at least a screen high).
const Footer = lazy(() => import('../footer'));

/** Nav bar, breadcrumbs, the page, footer: the frame of every page. A failing page only replaces the page area. */
export function AppLayout() {
  return (
    <div className={styles.app}>
      <NavBar />
      <BreadcrumbBar />
      <main className={styles.main}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <div className={styles.footerArea}>
        <LoadWhenNear placeholder={<div className={styles.footerPlaceholder} />}>
          <Footer />
        </LoadWhenNear>
      </div>
    </div>
  );
}
