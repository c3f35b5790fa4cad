import type { ReactNode } from 'react';
import { Input, type InputProps } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import StatusBadge, { type Tone } from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { formatFen } from '@/utils/money';
import type { InvoiceStatus, RechargeStatus } from './service';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';

const RECHARGE_TONES: Record<RechargeStatus, Tone> = { pending_review: 'warning', settled: 'success', rejected: 'error' };
const INVOICE_TONES: Record<InvoiceStatus, Tone> = { pending: 'warning', issued: 'success' };

export function RechargeStatusBadge({ status, testId }: { status: RechargeStatus; testId?: string }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={RECHARGE_TONES[status] ?? 'neutral'} testId={testId}>
      {t(`finance.rechargeStatus.${status}` as MessageKey)}
    </StatusBadge>
  );
}

export function InvoiceStatusBadge({ status, testId }: { status: InvoiceStatus; testId?: string }) {
  const { t } = useI18n();
  return (
    <StatusBadge tone={INVOICE_TONES[status] ?? 'neutral'} testId={testId}>
      {t(`finance.invoiceStatus.${status}` as MessageKey)}
    </StatusBadge>
  );
}

/** A signed amount: credits green with a plus, debits red with a minus (the sign says it without colour). */
export function SignedAmount({ fen, testId }: { fen: number; testId?: string }) {
  const { locale } = useI18n();
  const text = fen > 0 ? `+${formatFen(fen, locale)}` : formatFen(fen, locale);
  return (
    <span className={fen > 0 ? styles.credit : fen < 0 ? styles.debit : undefined} data-testid={testId}>
      {text}
    </span>
  );
}

/** An amount in yuan: `¥` before it, a decimal keypad on phones. */
export function YuanInput(props: InputProps) {
  return <Input prefix={<span aria-hidden>¥</span>} inputMode="decimal" autoComplete="off" {...props} />;
}

/** A label and its value, as a row of a definition list. */
export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.fact} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A stored file (a voucher, an invoice) as a link that opens it in a new tab. */
export function FileLink({ url, children, testId }: { url: string; children: ReactNode; testId?: string }) {
  const { t } = useI18n();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.fileLink} data-testid={testId}>
      <PaperClipOutlined aria-hidden />
      <span>{children}</span>
      <span className="visually-hidden"> ({t('upload.newTab')})</span>
    </a>
  );
}

/**
 * One recharge or invoice in a list, the enterprise's or the operators' queue: what it is, its
 * facts (amount, status, dates) and what can be done with it.
 */
export function FinanceRow({ testId, main, facts, actions }: { testId: string; main: ReactNode; facts: ReactNode; actions?: ReactNode }) {
  return (
    <li className={`${shared.queueRow} ${styles.item}`} data-testid={testId}>
      <div className={styles.itemMain}>{main}</div>
      <div className={styles.itemFacts}>{facts}</div>
      <div className={`${shared.rowActions} ${styles.itemActions}`}>{actions}</div>
    </li>
  );
}
