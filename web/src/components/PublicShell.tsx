import type { ReactNode } from 'react';
import PublicHeader from './PublicHeader';
import styles from './common.module.css';

/** Public screens outside the sidebar layout: header on top, content below. */
export default function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.publicPage}>
      <PublicHeader />
      <main className={styles.publicMain}>{children}</main>
    </div>
  );
}
