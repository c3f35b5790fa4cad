import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import PageHeader from '@/components/PageHeader';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import common from '@/components/common.module.css';

/** 404 inside the console: its button goes to the dashboard, not the cover. */
export default function ConsoleNotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { state } = useLogin();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <div className={common.panel}>
        <Result
          status="404"
          subTitle={t('notFound.subTitle', { path: pathname })}
          data-testid="not-found"
          extra={
            <Button type="primary" onClick={() => navigate(homeFor(state.userInfo))}>
              {t('notFound.console')}
            </Button>
          }
        />
      </div>
    </>
  );
}
