import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useI18n, type MessageKey } from '../i18n';

/** Honest placeholder for a screen that a later issue builds. */
export default function NotBuilt({ screen }: { screen: MessageKey }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const name = t(screen);
  return (
    <Result
      status="info"
      title={t('notBuilt.title', { screen: name })}
      subTitle={t('notBuilt.subTitle')}
      data-testid="not-built"
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{t('notBuilt.back')}</Button>
          <Button type="primary" onClick={() => navigate('/')}>
            {t('notBuilt.home')}
          </Button>
        </Space>
      }
    />
  );
}
