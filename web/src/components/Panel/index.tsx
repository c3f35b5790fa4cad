import type { ReactNode } from 'react';
import styles from './index.module.css';

/**
 * A white area of a console page, with an optional heading (an h2) and actions beside it.
 * (antd's Card would bring its Tabs, and their menu, into every page that shows one.)
 */
export default function Panel({
  title,
  extra,
  children,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.panel} data-testid={testId}>
      {title || extra ? (
        <div className={styles.head}>
          {title ? <h2 className={styles.title}>{title}</h2> : <span />}
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
