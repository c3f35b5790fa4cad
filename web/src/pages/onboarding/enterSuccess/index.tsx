import { useEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageLoading from '@/components/PageLoading';
import PublicShell from '@/components/PublicShell';
import { CertStatusBadge } from '@/components/StatusBadge';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useI18n } from '@/i18n';
import { ONBOARDING_PATH, useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import { managesEnterprise } from '@/services/enterprise';
import { formatDate } from '@/utils/format';
import { contractAccepted, enterpriseDetailQuery } from './service';
import Steps, { type Step } from '@/pages/onboarding/Steps';
import styles from '@/pages/onboarding/index.module.css';

/**
 * After the enterprise was entered (`/enterSuccess`): what happens next. Accept the service
 * contract, the platform reviews the enterprise (its current status), then ordering opens.
 * Opening it reloads loginInfo with the stored session (after creation: the new owner's), which
 * brings the owner's menus and the enterprise's name.
 */
export default function EnterSuccessPage() {
  const { t, locale } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const [reloaded, setReloaded] = useState(false);
  useDocumentTitle(t('screen.enterSuccess'));

  useEffect(() => {
    let active = true;
    void fetchUserInfo().finally(() => {
      if (active) setReloaded(true);
    });
    return () => {
      active = false;
    };
  }, [fetchUserInfo]);

  const info = state.userInfo;
  const enterpriseId = info?.enterprise?.id;
  const detail = useQuery(enterpriseDetailQuery(reloaded ? enterpriseId : undefined));
  const home = homeFor(info);

  let content: ReactNode;
  if (!reloaded || (enterpriseId && detail.isPending)) {
    content = <PageLoading />;
  } else if (!enterpriseId) {
    content = (
      <>
        <h1 className={styles.title}>{t('screen.enterSuccess')}</h1>
        <p className={styles.lead}>{t('enterSuccess.noEnterprise')}</p>
        <LinkButton type="primary" to={ONBOARDING_PATH}>
          {t('enterSuccess.toEntry')}
        </LinkButton>
      </>
    );
  } else if (detail.isError || !detail.data) {
    content = (
      <div role="alert">
        <h1 className={styles.title}>{t('screen.enterSuccess')}</h1>
        <p className={styles.lead}>{t('enterSuccess.loadFailed')}</p>
        <Button type="primary" onClick={() => void detail.refetch()} loading={detail.isFetching}>
          {t('chunk.retry')}
        </Button>
      </div>
    );
  } else {
    const d = detail.data;
    const accepted = contractAccepted(d);
    const steps: Step[] = [
      {
        key: 'contract',
        title: t('enterSuccess.step.contract'),
        done: accepted,
        body: accepted ? (
          <span className={styles.stepText} data-testid="contract-status">
            {t('contract.acceptedOn', { version: d.contractVersionAccepted ?? '', date: formatDate(d.contractAcceptedAt, locale) })}
          </span>
        ) : (
          <>
            <span className={styles.stepText} data-testid="contract-status">
              {t(managesEnterprise(info?.role) ? 'enterSuccess.step.contractText' : 'enterSuccess.step.contractByOwner')}
            </span>
            <LinkButton to="/serviceContract" type="primary" className={styles.stepAction} data-testid="to-contract">
              {t('enterSuccess.readContract')}
            </LinkButton>
          </>
        ),
      },
      {
        key: 'review',
        title: t('enterSuccess.step.review'),
        done: d.certStatus === 'certified',
        body: (
          <>
            <span className={styles.stepText}>
              <CertStatusBadge status={d.certStatus} />{' '}
              {d.certStatus === 'certified'
                ? t('enterSuccess.certifiedOn', { date: formatDate(d.reviewedAt, locale) })
                : d.certStatus === 'rejected'
                  ? t('enterSuccess.rejected', { reason: d.rejectReason ?? '—' })
                  : t('enterSuccess.pending')}
            </span>
            {d.certStatus === 'rejected' && managesEnterprise(info?.role) ? (
              <Link to="/businessManage/account" className={styles.stepAction}>
                {t('enterSuccess.fix')}
              </Link>
            ) : null}
          </>
        ),
      },
      {
        key: 'order',
        title: t('enterSuccess.step.order'),
        done: d.canOrder,
        body: <span className={styles.stepText}>{t(d.canOrder ? 'enterSuccess.canOrder' : 'enterSuccess.cannotOrder')}</span>,
      },
    ];
    content = (
      <>
        <h1 className={styles.title}>{t('enterSuccess.title')}</h1>
        <p className={styles.lead}>{t('enterSuccess.lead', { name: d.name })}</p>
        <Steps steps={steps} testId="next-steps" />
        <LinkButton to={home} size="large" data-testid="to-console">
          {t('enterSuccess.toConsole')}
        </LinkButton>
      </>
    );
  }

  return (
    <PublicShell>
      <section className={styles.card} data-testid="enter-success">
        {content}
      </section>
    </PublicShell>
  );
}
