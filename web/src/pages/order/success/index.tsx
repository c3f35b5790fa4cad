// Registers the order texts before anything of the screen renders.
import '../messages';
import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import LinkButton from '../../../components/LinkButton';
import PageHeader from '../../../components/PageHeader';
import Panel from '../../../components/Panel';
import { useI18n } from '../../../i18n';

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
        <Result
          status="success"
          title={t('order.success.title', { orderNo })}
          subTitle={
            <>
              <p>{t(mode === 'offline' ? 'order.success.offline' : mode === 'registration' ? 'order.success.registration' : 'order.success.sms')}</p>
              <p>{t('order.success.next')}</p>
            </>
          }
          data-testid="order-success"
          extra={[
            <LinkButton key="view" type="primary" to={`/backRecord/detail?orderId=${encodeURIComponent(orderId)}`} data-testid="order-success-view">
              {t('order.success.view')}
            </LinkButton>,
            <LinkButton key="again" to="/initiateBack">
              {t('order.success.another')}
            </LinkButton>,
          ]}
        />
      </Panel>
    </>
  );
}
