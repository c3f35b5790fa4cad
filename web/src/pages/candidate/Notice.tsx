import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * A plain end state of the candidate's pages (link over, signed, withdrawn). Kept out of antd's
 * Result so the public pages stay within their size budget.
 */
export default function Notice({
  tone,
  title,
  text,
  children,
  testId,
}: {
  tone: 'success' | 'info' | 'warning' | 'error';
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  const mark = { success: '✓', info: 'i', warning: '!', error: '×' }[tone];
  return (
    <div className={styles.notice} role="status" data-testid={testId}>
      <div className={`${styles.mark} ${styles[tone]}`} aria-hidden>
        {mark}
      </div>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
    </div>
  );
}
