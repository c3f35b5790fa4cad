import { Component, type ReactNode } from 'react';
import { Button } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import styles from '@/components/common.module.css';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError } from './chunk';

function ChunkErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useI18n();
  const subTitle =
    error instanceof ChunkLoadTimeoutError
      ? t('chunk.failedTimeout', { seconds: Math.round(CHUNK_TIMEOUT_MS / 1000) })
      : isChunkLoadError(error)
        ? t('chunk.failedNetwork')
        : t('chunk.failedRender');
  // Plain markup rather than antd's Result: this view is part of the entry every page loads.
  return (
    <div role="alert" className={styles.status} data-testid="chunk-error">
      <WarningOutlined className={styles.statusIcon} aria-hidden />
      <h1 className={styles.statusTitle}>{t('chunk.failedTitle')}</h1>
      <p className={styles.statusText}>{subTitle}</p>
      <Button type="primary" onClick={onRetry} data-testid="chunk-retry">
        {t('chunk.retry')}
      </Button>
    </div>
  );
}

interface Props {
  /** Called by Retry; the parent remounts this boundary (new key) with a fresh lazy component. */
  onRetry: () => void;
  children: ReactNode;
}

/** Shows the retry state when a page chunk fails to load (or the page fails to render). */
export default class ChunkErrorBoundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    if (this.state.error) return <ChunkErrorView error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
