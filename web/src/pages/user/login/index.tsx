import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { useCompleteSignIn } from '@/hooks/useCompleteSignIn';
import { useI18n } from '@/i18n';
import { lazyPage } from '@/router/lazyPage';
import { PasswordLoginForm, SmsLoginForm } from './forms';
import Tabs from '@/components/Tabs';
import styles from './index.module.css';

/** The ways to sign in, in their tabs' order; the first is the default (no `?tab=`). */
const METHODS = [
  { key: 'sms', label: 'login.tab.sms' },
  { key: 'password', label: 'login.tab.password' },
  { key: 'qr', label: 'login.tab.qr' },
] as const;
type TabKey = (typeof METHODS)[number]['key'];
const DEFAULT_TAB: TabKey = METHODS[0].key;

// Loaded when used, so the page itself stays light: the QR code and the visitor dialog.
const QrLogin = lazyPage(() => import('./QrLogin'));
const VisitorLogin = lazy(() => import('./VisitorLogin'));

/** A phone handed over by another screen ("sign in instead" from sign-up). */
function phoneFromState(state: unknown): string {
  const phone = (state as { phone?: unknown } | null)?.phone;
  return typeof phone === 'string' ? phone : '';
}

export default function LoginPage() {
  const { t } = useI18n();
  const completeSignIn = useCompleteSignIn();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The tab lives in the address (`?tab=password`), so a reload or a shared link keeps it.
  const tabParam = params.get('tab');
  const tab: TabKey = METHODS.find((m) => m.key === tabParam)?.key ?? DEFAULT_TAB;
  const setTab = (next: TabKey) =>
    setParams(
      (p) => {
        const updated = new URLSearchParams(p);
        if (next === DEFAULT_TAB) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, state: location.state },
    );
  const [phone, setPhone] = useState(() => phoneFromState(location.state));
  const [visitorOpen, setVisitorOpen] = useState(false);
  const redirect = params.get('redirect');
  const carry = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  const formProps = { phone, onPhone: setPhone, onToken: completeSignIn, carry };

  return (
    <AuthShell title={t('login.title', { product: t('app.name') })} documentTitle={t('screen.login')}>
      <Tabs
        id="login"
        label={t('login.methods')}
        active={tab}
        onChange={setTab}
        items={METHODS.map((m) => ({ key: m.key, label: t(m.label) }))}
        className={styles.tabs}
      />
      <div role="tabpanel" id="login-panel" aria-labelledby={`login-tab-${tab}`}>
        {tab === 'qr' ? <QrLogin onToken={completeSignIn} /> : tab === 'password' ? <PasswordLoginForm {...formProps} /> : <SmsLoginForm {...formProps} />}
      </div>
      <div className={styles.footer}>
        <span>
          {t('login.noAccount')}{' '}
          <Link to={`/register${carry}`} state={{ phone }}>
            {t('login.register')}
          </Link>
        </span>
        <button type="button" className={styles.visitor} onClick={() => setVisitorOpen(true)} data-testid="visitor-entry">
          {t('login.visitor')}
        </button>
      </div>
      {visitorOpen ? (
        <Suspense fallback={null}>
          <VisitorLogin open onClose={() => setVisitorOpen(false)} onToken={completeSignIn} />
        </Suspense>
      ) : null}
    </AuthShell>
  );
}
