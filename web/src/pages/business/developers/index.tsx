// Registers the Developers texts before anything of the screen renders.
import './messages';
import { Button } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import ManageFrame from '@/pages/business/ManageFrame';
import ApiKeys from './ApiKeys';
import Webhooks from './Webhooks';
import shared from '@/pages/business/index.module.css';
import styles from './index.module.css';

/** The public API reference, built beside the SPA (`web/scripts/api-docs.mjs`). */
export const API_REFERENCE = '/docs/api';

/**
 * Developers (`/businessManage/developers`, owner and admin): the enterprise's API keys and
 * webhook endpoints, and the way to the API reference (issue 28).
 */
export default function BusinessDevelopersPage() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const reference = locale === 'zh-CN' ? `${API_REFERENCE}/zh` : API_REFERENCE;
  return (
    <ManageFrame
      title={t('screen.businessDevelopers')}
      actions={
        <Button href={reference} target="_blank" rel="noopener" icon={<ReadOutlined />} data-testid="api-reference">
          {t('dev.reference')}
        </Button>
      }
    >
      <Panel testId="reference">
        <div className={styles.reference}>
          <p className={shared.hint}>{t('dev.referenceLead')}</p>
          <a href={reference} target="_blank" rel="noopener" className={styles.referenceLink}>
            {t('dev.referenceOpen')} →
          </a>
        </div>
      </Panel>
      <ApiKeys enterpriseId={enterpriseId} />
      <Webhooks enterpriseId={enterpriseId} />
    </ManageFrame>
  );
}
