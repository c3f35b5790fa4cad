import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import PublicShell from '@/components/PublicShell';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useI18n } from '@/i18n';
import common from '@/components/common.module.css';

/** 404 on the public frame (its button goes to the cover); signed-in members get ./console. */
export default function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <PublicShell>
      <Result
        status="404"
        title={<h1 className={common.resultTitle}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.subTitle', { path: pathname })}
        data-testid="not-found"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </PublicShell>
  );
}
