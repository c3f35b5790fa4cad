import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInAppBack } from '@/hooks/useInAppBack';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import styles from './common.module.css';

/**
 * Honest placeholder for a screen that a later issue builds. Inside the console its buttons stay
 * in the console (back, or the user's home); outside it they lead to the cover page. The public
 * variant's title is the page's h1; in the console the page header holds the h1.
 */
export default function NotBuilt({ screen, console: inConsole = false }: { screen: MessageKey; console?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const back = useInAppBack();
  const { pathname } = useLocation();
  const { state } = useLogin();
  const name = t(screen);
  const home = inConsole ? homeFor(state.userInfo) : '/';
  const actions =
    back || pathname !== home ? (
      <div className={styles.resultActions}>
        {back ? <Button onClick={back}>{t('notBuilt.back')}</Button> : null}
        {pathname === home ? null : (
          <Button type="primary" onClick={() => navigate(home)}>
            {inConsole ? t('notBuilt.console') : t('notBuilt.home')}
          </Button>
        )}
      </div>
    ) : null;
  const title = t('notBuilt.title', { screen: name });
  return (
    <Result
      status="info"
      title={inConsole ? title : <h1 className={styles.resultTitle}>{title}</h1>}
      subTitle={t('notBuilt.subTitle')}
      data-testid="not-built"
      extra={actions}
    />
  );
}
