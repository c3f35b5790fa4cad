// Registers the order texts before anything of the screen renders.
import '@/pages/order/messages';
import { CheckCircleFilled } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import styles from '@/pages/order/index.module.css';

/** `/orderSuccess`: the order number, what happens next, and the way to its record. */
export default function OrderSuccessPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  const mode = params.get('mode');
  return (
    <>
      <PageHeader title={t('screen.orderSuccess')} />
      <Panel>
        {/* antd's Result is left out: the record screens share one chunk, kept within its budget. */}
        <section className={styles.done} data-testid="order-success">
          <CheckCircleFilled className={styles.doneIcon} aria-hidden />
          <h2>{t('order.success.title', { orderNo })}</h2>
          <p>{t(mode === 'offline' ? 'order.success.offline' : mode === 'registration' ? 'order.success.registration' : 'order.success.sms')}</p>
          <p>{t('order.success.next')}</p>
          <div className={styles.doneActions}>
            <LinkButton type="primary" to={`/backRecord/detail?orderId=${encodeURIComponent(orderId)}`} data-testid="order-success-view">
              {t('order.success.view')}
            </LinkButton>
            <LinkButton to="/initiateBack">{t('order.success.another')}</LinkButton>
          </div>
        </section>
      </Panel>
    </>
  );
}
