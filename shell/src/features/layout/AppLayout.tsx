import { Outlet } from 'react-router';
import { Footer } from '../footer';
import { BreadcrumbBar } from './breadcrumbs/BreadcrumbBar';
import { NavBar } from './nav/NavBar';
import styles from './AppLayout.module.css';

/** Nav bar, breadcrumbs, the page, footer: the frame of every page. */
export function AppLayout() {
  return (
    <div className={styles.app}>
      <NavBar />
      <BreadcrumbBar />
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
