import { PlusOutlined, UploadOutlined, WalletOutlined } from '@ant-design/icons';
import LinkButton from '../../../components/LinkButton';
import Panel from '../../../components/Panel';
import { useI18n } from '../../../i18n';
import { formatFen } from '../../../utils/money';
import type { Abilities } from './Figures';
import { RECHARGE_PATH } from './service';
import styles from './index.module.css';

/** What a new enterprise sees instead of empty figures: how its first check goes, with the ways in. */
export default function Welcome({ enterpriseName, balanceFen, can }: { enterpriseName: string; balanceFen: number; can: Abilities }) {
  const { t, locale } = useI18n();
  const balance = formatFen(balanceFen, locale);
  return (
    <Panel title={t('home.welcome.title', { name: enterpriseName })} testId="home-welcome">
      <p className={styles.lead}>{t('home.welcome.lead')}</p>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>{t('home.welcome.balance')}</h3>
          <p className={styles.hint}>{t(can.recharge ? 'home.welcome.balanceText' : 'home.welcome.balanceReader', { balance })}</p>
          {can.recharge ? (
            <LinkButton to={RECHARGE_PATH} icon={<WalletOutlined />} data-testid="welcome-recharge">
              {t('home.quick.recharge')}
            </LinkButton>
          ) : null}
        </li>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>{t('home.welcome.order')}</h3>
          <p className={styles.hint}>{t('home.welcome.orderText')}</p>
          {can.initiate || can.batch ? (
            <div className={styles.stepActions}>
              {can.initiate ? (
                <LinkButton type="primary" to="/initiateBack" icon={<PlusOutlined />} data-testid="welcome-initiate">
                  {t('home.quick.initiate')}
                </LinkButton>
              ) : null}
              {can.batch ? (
                <LinkButton to="/batchBack" icon={<UploadOutlined />} data-testid="welcome-batch">
                  {t('home.quick.batch')}
                </LinkButton>
              ) : null}
            </div>
          ) : null}
        </li>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>{t('home.welcome.follow')}</h3>
          <p className={styles.hint}>{t('home.welcome.followText')}</p>
        </li>
      </ol>
    </Panel>
  );
}
