import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSignOut } from '@/hooks/useSignOut';
import { useI18n } from '@/i18n';
import { ONBOARDING_PATH, useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import Brand from './Brand';
import LanguageSwitch from './LanguageSwitch';
import LinkButton from './LinkButton';
import styles from './common.module.css';

/**
 * Header of the public screens: brand, optional section links, language, and the way in (sign
 * in / sign up) or, signed in, the way to the console and out. Nothing of the console is loaded.
 */
export default function PublicHeader({ nav }: { nav?: ReactNode }) {
  const { t } = useI18n();
  const { signedIn, state } = useLogin();
  const { pathname } = useLocation();
  const signOut = useSignOut();

  let account: ReactNode;
  if (signedIn) {
    const info = state.userInfo;
    account = (
      <>
        <span data-testid="user-name" className={styles.headerUser}>
          {info?.name || info?.phone || ''}
        </span>
        {pathname === ONBOARDING_PATH ? null : (
          <LinkButton type="primary" to={homeFor(info)} data-testid="go-console">
            {t('account.console')}
          </LinkButton>
        )}
        <Button type="text" onClick={() => void signOut()} data-testid="sign-out">
          {t('account.signOut')}
        </Button>
      </>
    );
  } else if (pathname === '/login') {
    account = <LinkButton to="/register">{t('account.signUp')}</LinkButton>;
  } else if (pathname === '/register' || pathname === '/resetPassword') {
    account = <LinkButton to="/login">{t('account.signIn')}</LinkButton>;
  } else {
    account = (
      <>
        <Link to="/login" className={styles.headerLink} data-testid="header-sign-in">
          {t('account.signIn')}
        </Link>
        <LinkButton type="primary" to="/register" className={styles.headerCta} data-testid="header-sign-up">
          {t('account.signUpFree')}
        </LinkButton>
      </>
    );
  }

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brandLink} aria-label={t('nav.home', { product: t('app.name') })}>
          <Brand />
        </Link>
        {nav ? <nav className={styles.headerNav} aria-label={t('nav.sections')}>{nav}</nav> : <span className={styles.headerSpacer} />}
        <div className={styles.headerActions}>
          <LanguageSwitch />
          {account}
        </div>
      </div>
    </header>
  );
}
