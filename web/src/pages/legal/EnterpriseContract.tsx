import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageLoading from '@/components/PageLoading';
import PublicShell from '@/components/PublicShell';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { safeBack } from '@/utils/back';
import { ApiError, RequestError } from '@/utils/request';
import { acceptContract, contractAccepted, contractQuery, enterpriseDetailQuery, managesEnterprise, paragraphsOf, type EnterpriseDetail } from './service';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

/**
 * The service contract for a signed-in member: the server's text in force (title, version,
 * body in the interface's language) and where the enterprise stands. Owners and administrators
 * accept it after ticking "I have read and agree"; once accepted the page says which version
 * was accepted and when. With `?back=<in-app path>` (the order form) it returns there on success.
 */
export default function EnterpriseContract() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const queryClient = useQueryClient();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const contract = useQuery(contractQuery(locale));
  const detailOptions = enterpriseDetailQuery(enterpriseId);
  const detail = useQuery(detailOptions);
  const [agreed, setAgreed] = useState(false);
  const [mustAgree, setMustAgree] = useState(false);
  const canAccept = managesEnterprise(state.userInfo?.role);
  // Opened from a blocked form (`?back=/initiateBack`): accepting returns there.
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'));
  const navigate = useNavigate();
  useDocumentTitle(contract.data?.title ?? t('screen.serviceContract'));

  const accept = useMutation({
    mutationFn: (version: string) => acceptContract(version),
    onSuccess: ({ version, acceptedAt }) => {
      queryClient.setQueryData<EnterpriseDetail>(detailOptions.queryKey, (d) =>
        d ? { ...d, contractVersionAccepted: version, contractAcceptedAt: acceptedAt, canOrder: d.certStatus === 'certified' } : d,
      );
      void queryClient.invalidateQueries({ queryKey: detailOptions.queryKey });
      toastSuccess(t('contract.acceptedToast', { version }));
      void queryClient.invalidateQueries({ queryKey: ['enterprise/detail'] });
      if (back) navigate(back);
    },
    onError: (e) => {
      if (e instanceof RequestError && (e.kind === 'session' || e.kind === 'aborted')) return;
      toastError(e.message);
      if (e instanceof ApiError && e.code === ErrorCode.ContractOutdated) {
        // A new version came into force while the page was open: show it, to be read again.
        setAgreed(false);
        void contract.refetch();
        void detail.refetch();
      }
    },
  });

  if (contract.isPending || detail.isPending) {
    return (
      <PublicShell>
        <PageLoading />
      </PublicShell>
    );
  }
  if (contract.isError || detail.isError) {
    return (
      <PublicShell>
        <article className={styles.document} role="alert">
          <h1 className={styles.title}>{t('screen.serviceContract')}</h1>
          <p>{t('contract.loadFailed')}</p>
          <Button
            type="primary"
            onClick={() => {
              void contract.refetch();
              void detail.refetch();
            }}
          >
            {t('chunk.retry')}
          </Button>
        </article>
      </PublicShell>
    );
  }

  const c = contract.data;
  const d = detail.data;
  const accepted = contractAccepted(d) && d.contractVersionAccepted === c.version;

  let status;
  if (accepted) {
    status = (
      <div className={`${styles.acceptBox} ${styles.accepted}`} data-testid="contract-accepted">
        <CheckCircleFilled aria-hidden className={styles.acceptedIcon} />
        <div>
          <p className={styles.acceptTitle}>
            {t('contract.acceptedOn', { version: d.contractVersionAccepted ?? '', date: formatDateTime(d.contractAcceptedAt, locale) })}
          </p>
          <LinkButton to="/enterSuccess">{t('contract.next')}</LinkButton>
        </div>
      </div>
    );
  } else if (canAccept) {
    status = (
      <form
        className={styles.acceptBox}
        data-testid="contract-accept"
        onSubmit={(e) => {
          e.preventDefault();
          if (!agreed) {
            setMustAgree(true);
            return;
          }
          accept.mutate(c.version);
        }}
      >
        {d.contractVersionAccepted ? <p className={styles.acceptNote}>{t('contract.newVersion', { version: d.contractVersionAccepted })}</p> : null}
        <Checkbox
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked);
            if (e.target.checked) setMustAgree(false);
          }}
          aria-describedby={mustAgree ? 'contract-agree-error' : undefined}
          aria-invalid={mustAgree || undefined}
          data-testid="contract-agree"
        >
          {t('contract.agree')}
        </Checkbox>
        {mustAgree ? (
          <p id="contract-agree-error" role="alert" className={styles.acceptError}>
            {t('contract.agreeRequired')}
          </p>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" loading={accept.isPending} className={styles.acceptButton}>
          {t('contract.accept', { version: c.version })}
        </Button>
      </form>
    );
  } else {
    status = (
      <div className={styles.acceptBox} data-testid="contract-by-owner">
        <p className={styles.acceptNote}>{t('contract.byOwner', { name: state.userInfo?.enterprise?.name ?? '' })}</p>
      </div>
    );
  }

  return (
    <PublicShell>
      <article className={styles.document} data-testid="service-contract">
        <h1 className={styles.title}>{c.title}</h1>
        <p className={styles.version}>{t('contract.version', { version: c.version })}</p>
        {paragraphsOf(c.body).map((p, i) => (
          <p key={i} className={styles.paragraph}>
            {p}
          </p>
        ))}
        {status}
      </article>
    </PublicShell>
  );
}
