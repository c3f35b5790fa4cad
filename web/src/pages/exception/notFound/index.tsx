import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import PublicShell from '../../../components/PublicShell';
import { useI18n } from '../../../i18n';

export default function NotFoundPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <PublicShell>
      <Result
        status="404"
        title={t('notFound.title')}
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
