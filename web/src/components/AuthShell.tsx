import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import PublicHeader from './PublicHeader';
import SiteFooter from './SiteFooter';
import styles from './common.module.css';

/**
 * Centred card on a soft background, used by the sign-in family of screens. `title` is the
 * page's one h1 and (or `documentTitle`) the browser tab's title.
 */
export default function AuthShell({
  title,
  documentTitle,
  children,
  width = 440,
}: {
  title: ReactNode;
  documentTitle?: string;
  children: ReactNode;
  width?: number;
}) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <div className={styles.authPage}>
      <PublicHeader />
      <main className={styles.authMain}>
        <div className={styles.authCard} style={{ maxWidth: width }}>
          <h1 className={styles.authTitle}>{title}</h1>
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
