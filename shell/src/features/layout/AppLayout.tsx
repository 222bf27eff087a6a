import { Outlet } from 'react-router';
import { Footer } from '../footer';
import { BreadcrumbBar } from './breadcrumbs/BreadcrumbBar';
import { NavBar } from './nav/NavBar';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import styles from './AppLayout.module.css';

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
      <Footer />
    </div>
  );
}
