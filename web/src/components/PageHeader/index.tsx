import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import { consoleCrumbs, type Crumb } from './crumbs';
import styles from './index.module.css';

/**
 * The head of every console page: breadcrumb, the page's one h1, and an actions area. The
 * browser tab's title follows `title` in the current language.
 */
export default function PageHeader({ title, actions, crumbs }: { title: string; actions?: ReactNode; crumbs?: Crumb[] }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { state } = useLogin();
  useDocumentTitle(title);
  const trail = crumbs ?? consoleCrumbs(pathname, title, t, (right) => hasRight(state.sideBarMenus, right));
  return (
    <header className={styles.pageHeader} data-testid="page-header">
      {trail.length > 1 ? (
        <Breadcrumb
          className={styles.breadcrumb}
          items={trail.map((c, i) => ({
            key: i,
            title: c.to && i < trail.length - 1 ? <Link to={c.to}>{c.title}</Link> : c.title,
          }))}
        />
      ) : null}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
