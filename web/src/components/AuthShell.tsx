import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import PublicHeader from './PublicHeader';
import styles from './common.module.css';

/** Centered card on a soft background, used by the sign-in family of screens. */
export default function AuthShell({ title, children, width = 420 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <div className={styles.authPage}>
      <PublicHeader />
      <main className={styles.authMain}>
        <Card className={styles.authCard} style={{ maxWidth: width }}>
          <Typography.Title level={3} className={styles.authTitle}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </main>
    </div>
  );
}
