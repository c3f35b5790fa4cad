import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import Brand from '@/components/Brand';
import LanguageSwitch from '@/components/LanguageSwitch';
import SiteFooter from '@/components/SiteFooter';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useI18n } from '@/i18n';
import common from '@/components/common.module.css';
import { signOut } from './service';
import { useMeToken } from './useMeToken';
import styles from './index.module.css';

/**
 * The portal's frame, phone first: a slim header (brand, language, sign-out when signed in) and
 * one column of cards. Not the public header: the candidate is no portal user, so it offers no
 * sign-in or sign-up of the console.
 */
export default function MeShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  const token = useMeToken();
  const client = useQueryClient();
  useDocumentTitle(title);
  const leave = async () => {
    await signOut();
    client.removeQueries({ queryKey: ['me/checks'] });
    client.removeQueries({ queryKey: ['me/checkDetail'] });
  };
  return (
    <div className={styles.page}>
      <header className={common.header}>
        <div className={common.headerInner}>
          <Link to="/me" className={common.brandLink} aria-label={t('me.title')}>
            <Brand />
          </Link>
          <span className={common.headerSpacer} />
          <div className={common.headerActions}>
            <LanguageSwitch />
            {token ? (
              <Button type="text" onClick={() => void leave()} data-testid="me-sign-out">
                {t('me.signOut')}
              </Button>
            ) : null}
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
