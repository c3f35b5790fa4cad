import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { DEFAULT_SIGNED_IN_PATH } from '../../../utils/navigation';

/** Shown by the route guard when the signed-in role lacks the route's right. */
export default function NoPermissionPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={t('noPermission.subTitle')}
      data-testid="no-permission"
      extra={
        <Button type="primary" onClick={() => navigate(DEFAULT_SIGNED_IN_PATH)}>
          {t('noPermission.home')}
        </Button>
      }
    />
  );
}
