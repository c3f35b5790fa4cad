import { Alert, Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { ApiError } from '@/utils/request';
import * as ErrorCode from '@/services/errorCodes';

/** A package that could not be read: not in this enterprise (1007), or a failure worth a retry. */
export function LoadFailure({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useI18n();
  if (!error || (error instanceof ApiError && error.code === ErrorCode.NotFound)) {
    return <Result status="404" title={t('packages.detail.notFound')} extra={<Link to="/mealManage">{t('packages.detail.back')}</Link>} data-testid="package-not-found" />;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={t('packages.loadFailed')}
      description={error.message}
      action={<Button onClick={onRetry}>{t('packages.retry')}</Button>}
      data-testid="package-load-failed"
    />
  );
}
