import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useI18n } from '../i18n';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError } from './chunk';

function ChunkErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useI18n();
  const subTitle =
    error instanceof ChunkLoadTimeoutError
      ? t('chunk.failedTimeout', { seconds: Math.round(CHUNK_TIMEOUT_MS / 1000) })
      : isChunkLoadError(error)
        ? t('chunk.failedNetwork')
        : t('chunk.failedRender');
  return (
    <Result
      status="warning"
      title={t('chunk.failedTitle')}
      subTitle={subTitle}
      data-testid="chunk-error"
      extra={
        <Button type="primary" onClick={onRetry} data-testid="chunk-retry">
          {t('chunk.retry')}
        </Button>
      }
    />
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
