// The frame of every page: the site's name, the page, the snackbar queue.
import { Outlet } from 'react-router';
import { Toaster } from '@trails/ui/toast';
import * as styles from './layout.css.ts';

export function Layout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        {/* The customer site's home: outside this app, so a plain link. */}
        <a className={styles.brand} href="/">
          Lanka Trails
        </a>
        <span className={styles.tagline}>for suppliers</span>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>Guided trails in Sri Lanka&apos;s Central Highlands.</p>
      </footer>
      <Toaster />
    </div>
  );
}
