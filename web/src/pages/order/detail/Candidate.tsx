import './revealMessages';
import '@/pages/order/initiate/detailsMessages';
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { toastError } from '@/utils/feedback';
import { revealCandidate, type OrderDetail, type RevealField } from '@/pages/order/service';
import styles from '@/pages/order/index.module.css';

/**
 * A record's candidate: the name as the server answers it (full for members who see candidates),
 * phone and ID number masked with a "Show" each (`canReveal`): confirmed first, saying the reveal
 * is logged; the clear value lives only in this component's state. Then the details the items
 * were checked against. Its own chunk, with its texts.
 */
export default function Candidate({ d }: { d: OrderDetail }) {
  const { t } = useI18n();
  const [modal, holder] = Modal.useModal();
  const [revealed, setRevealed] = useState<Partial<Record<RevealField, string>>>({});
  const reveal = useMutation({
    mutationFn: (field: RevealField) => revealCandidate(d.orderId, field),
    onSuccess: (r) => setRevealed((now) => ({ ...now, [r.field]: r.value })),
    onError: (e) => {
      if (e instanceof Error) toastError(e.message);
    },
  });
  const confirm = (field: RevealField) =>
    void modal.confirm({
      title: t('order.detail.revealTitle', { field: t(`order.detail.${field}`) }),
      content: t('order.detail.revealText'),
      okText: t('order.detail.revealOk'),
      okButtonProps: { ...({ 'data-testid': 'order-reveal-ok' } as Record<string, string>) },
      cancelText: t('order.detail.revealCancel'),
      onOk: () => reveal.mutateAsync(field).catch(() => undefined),
    });
  const masked = (field: RevealField, value: string) => (
    <span className={styles.revealable}>
      <span data-testid={`order-candidate-${field}`}>{revealed[field] ?? value}</span>
      {d.canReveal && !revealed[field] ? (
        <Button
          type="link"
          size="small"
          onClick={() => confirm(field)}
          loading={reveal.isPending && reveal.variables === field}
          aria-label={`${t('order.detail.reveal')} ${t(`order.detail.${field}`)}`}
          data-testid={`order-reveal-${field}`}
        >
          {t('order.detail.reveal')}
        </Button>
      ) : null}
    </span>
  );
  const given = d.candidate.details;
  const lines = given
    ? [
        given.school ? `${t('order.details.school')}: ${given.school}` : '',
        given.degree ? `${t('order.details.degree')}: ${given.degree}` : '',
        given.employer ? `${t('order.details.employer')}: ${given.employer}` : '',
        given.employmentPeriod ? `${t('order.details.employmentPeriod')}: ${given.employmentPeriod}` : '',
        given.certificateNumber ? `${t('order.details.certificateNumber')}: ${given.certificateNumber}` : '',
      ].filter(Boolean)
    : [];
  return (
    <>
      {holder}
      <dt>{t('order.detail.candidate')}</dt>
      <dd data-testid="order-candidate">
        <span data-testid="order-candidate-name">{d.candidate.name}</span> · {masked('phone', d.candidate.phone)} · {masked('idNumber', d.candidate.idNumber)}
      </dd>
      {lines.length ? (
        <>
          <dt>{t('order.detail.given')}</dt>
          <dd data-testid="order-candidate-details">
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </dd>
        </>
      ) : null}
    </>
  );
}
