import { Spin } from 'antd';
import { useI18n } from '../i18n';

/** Placeholder while a page chunk or page data loads. */
export default function PageLoading({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useI18n();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullHeight ? '100vh' : 240,
        width: '100%',
      }}
    >
      <Spin description={t('chunk.loading')} size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
