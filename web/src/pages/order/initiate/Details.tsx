import './detailsMessages';
import { Form, Input } from 'antd';
import { useI18n, type MessageKey } from '@/i18n';
import type { DetailField, NeededDetail } from './draft';
import styles from '@/pages/order/index.module.css';

/** Length limits of the details (the server's Institution, Degree, EmploymentPeriod, CertificateNumber). */
const DETAIL_MAX: Record<DetailField, number> = { school: 100, degree: 50, employer: 100, employmentPeriod: 50, certificateNumber: 50 };

/**
 * The order form's "What the checks need": one field per detail the chosen package's items need
 * (`neededDetails`), each saying which item needs it.
 */
export default function Details({ needed, itemNames }: { needed: NeededDetail[]; itemNames: (codes: string[]) => string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="order-details-title" data-testid="order-details">
      <h2 id="order-details-title">{t('order.details.title')}</h2>
      <p className={styles.meta}>{t('order.details.hint')}</p>
      {needed.map((d) => (
        <Form.Item
          key={d.field}
          name={d.field}
          label={t(`order.details.${d.field}` as MessageKey)}
          extra={t(d.required ? 'order.details.neededBy' : 'order.details.helps', { items: itemNames(d.itemCodes) })}
          rules={[
            ...(d.required ? [{ required: true, whitespace: true, message: t(`order.details.${d.field}Required` as MessageKey) }] : []),
            { max: DETAIL_MAX[d.field], message: t('order.details.tooLong', { max: DETAIL_MAX[d.field] }) },
          ]}
        >
          <Input autoComplete="off" data-testid={`order-detail-${d.field}`} />
        </Form.Item>
      ))}
    </section>
  );
}
