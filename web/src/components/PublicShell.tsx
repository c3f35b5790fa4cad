import type { ReactNode } from 'react';
import PublicHeader from './PublicHeader';
import SiteFooter from './SiteFooter';
import styles from './common.module.css';

/** Public screens outside the console: header on top, content, footer. */
export default function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.publicPage}>
      <PublicHeader />
      <main className={styles.publicMain}>{children}</main>
      <SiteFooter />
    </div>
  );
}
