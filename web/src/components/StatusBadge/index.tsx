import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from '@/i18n';
import type { CertStatus } from '@/services/enterprise';
import styles from './index.module.css';

export type Tone = 'success' | 'error' | 'warning' | 'info' | 'neutral';

/**
 * A small status label. The theme's text colours on their own light tints (antd's Tag colours
 * fall below 4.5:1 on theirs).
 */
export default function StatusBadge({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

const CERT_TONES: Record<CertStatus, Tone> = { pending_review: 'warning', certified: 'success', rejected: 'error' };

/** An enterprise's certification status. */
export function CertStatusBadge({ status }: { status: CertStatus }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={CERT_TONES[status] ?? 'neutral'} testId="cert-status">
      {t(`certStatus.${status}` as MessageKey)}
    </StatusBadge>
  );
}
