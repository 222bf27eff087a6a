import { lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadable } from '@dd/ui-kit';
import { BreadcrumbBarPlaceholder } from './breadcrumbs/BreadcrumbBarPlaceholder';
import { OfflineNotices } from '../offline';
import { LoadWhenNear } from './deferred/LoadWhenNear';
import { LogMealAction } from './log-meal';
import { NavBar } from './nav/NavBar';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import styles from './AppLayout.module.css';

// Below the fold on every page (the page area is at least a screen high), and
// a chunk of its own: a long page such as /meals never fetches it unless scrolled.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ '../footer'));
// On every page but the landing page, whose first paint does without its code.
const BreadcrumbBar = loadable(() =>
  import(/* webpackChunkName: "frame-after" */ './breadcrumbs/BreadcrumbBar').then(
    (module) => module.BreadcrumbBar,
  ),
);

/** Nav bar, breadcrumbs, the page, footer: the frame of every page. A failing page only replaces the page area. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.app}>
      <NavBar />
      {/* Without its code (a deploy removed an open tab's chunks), the bar stays empty rather than failing the app. */}
      {pathname !== '/' && (
        <BreadcrumbBar
          fallback={<BreadcrumbBarPlaceholder />}
          failedFallback={<BreadcrumbBarPlaceholder />}
        />
      )}
      <main className={styles.main}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <LogMealAction placement="docked" />
      <OfflineNotices />
      <div className={styles.footerArea}>
        <LoadWhenNear placeholder={<div className={styles.footerPlaceholder} />}>
          <Footer />
        </LoadWhenNear>
      </div>
    </div>
  );
}
