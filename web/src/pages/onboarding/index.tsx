import { lazy, Suspense } from 'react';
import { Button } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import LightFormFileUpload from '@/components/FileUpload/LightFormFileUpload';
import { FieldFrame, TextField } from '@/components/form/fields';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { normalizePhone } from '@/components/form/phone';
import PublicShell from '@/components/PublicShell';
import RegionCascader from '@/components/RegionCascader/Lazy';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useI18n } from '@/i18n';
import { isVisitor, useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import { useSiteConfig } from '@/services/siteConfig';
import { normalizeCreditCode } from '@/utils/creditCode';
import { toastSuccess } from '@/utils/feedback';
import { storeSessionToken } from '@/utils/session';
import { enterpriseRules } from './rules';
import { createEnterprise } from './service';
import formStyles from '@/components/form/form.module.css';
import Steps from './Steps';
import styles from './index.module.css';

// The invitations wait in their own chunk (antd's list and dialog): most visitors have none.
const OnboardingInvitations = lazy(() =>
  import('@/components/invitations/PendingInvitations').then((m) => ({ default: m.OnboardingInvitations })),
);

/**
 * Onboarding (`/ei`): where users without an enterprise land — freshly registered users and
 * visitors. A short intro (what is done, what comes next), then the enterprise's information.
 * Submitting creates the enterprise with the user as its owner: the reply's session token
 * replaces the stored one, loginInfo is reloaded with it and the new owner lands on the console
 * home, whose checklist says what comes next (the review, the contract to accept meanwhile).
 * `/enterSuccess` stays for links to it.
 */
export default function OnboardingPage() {
  const { t } = useI18n();
  const { state, fetchUserInfo } = useLogin();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const info = state.userInfo;
  const name = info?.name || info?.phone || '';
  useDocumentTitle(t('onboarding.title'));

  const form = useLightForm(
    'ei',
    { name: '', creditCode: '', regionCode: '', address: '', contactName: '', contactPhone: '', licenseFileKey: '' },
    enterpriseRules(t),
  );

  // A failure keeps every value; it shows under its field (or as a toast).
  const create = useMutation({
    mutationFn: (v: typeof form.values) =>
      createEnterprise({
        name: v.name.trim(),
        creditCode: v.creditCode,
        regionCode: v.regionCode,
        address: v.address.trim(),
        contactName: v.contactName.trim(),
        contactPhone: v.contactPhone,
        licenseFileKey: v.licenseFileKey,
      }),
    onSuccess: async ({ sToken }) => {
      storeSessionToken(sToken);
      toastSuccess(t('ei.created'));
      // The new owner's menus, then the console's checklist (under review, the contract next).
      const owner = await fetchUserInfo(sToken);
      navigate(owner ? homeFor(owner) : '/enterSuccess', { replace: true });
    },
    onError: (e) => reportError(form, e),
  });

  const steps = [
    { key: 'account', title: t(isVisitor(info) ? 'onboarding.step.visitor' : 'onboarding.step.account'), done: true },
    { key: 'enterprise', title: t('onboarding.step.enterprise'), body: <span className={styles.stepText}>{t('onboarding.step.enterpriseText')}</span>, done: false },
    { key: 'order', title: t('onboarding.step.order'), body: <span className={styles.stepText}>{t('onboarding.step.orderText')}</span>, done: false },
  ];

  return (
    <PublicShell>
      <section className={styles.card} data-testid="onboarding">
        <p className={styles.welcome}>{name ? t('onboarding.welcome', { name }) : null}</p>
        <h1 className={styles.title}>{t('onboarding.title')}</h1>
        <p className={styles.lead}>{t('onboarding.lead')}</p>
        <Suspense fallback={null}>
          <OnboardingInvitations />
        </Suspense>
        <Steps steps={steps} />

        <h2 className={styles.formTitle}>{t('ei.formTitle')}</h2>
        <p className={styles.formLead}>{t('ei.formLead')}</p>
        <form id="ei" noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))}>
          <TextField form={form} name="name" label={t('enterprise.name')} autoComplete="organization" placeholder={t('enterprise.namePlaceholder')} />
          <TextField
            form={form}
            name="creditCode"
            label={t('enterprise.creditCode')}
            autoComplete="off"
            placeholder={t('enterprise.creditCodePlaceholder')}
            normalize={normalizeCreditCode}
            extra={t('enterprise.creditCodeHint')}
          />
          <FieldFrame form={form} name="regionCode" label={t('enterprise.region')}>
            {(describedBy, invalid) => (
              <RegionCascader
                id={form.id('regionCode')}
                value={form.values.regionCode}
                onChange={(code) => {
                  form.setValue('regionCode', code);
                  form.onBlur('regionCode');
                }}
                describedBy={describedBy}
                invalid={invalid}
                inputRef={form.ref('regionCode')}
                fallback={
                  <span className={formStyles.control}>
                    <input id={form.id('regionCode')} className={formStyles.input} placeholder={t('region.placeholder')} aria-describedby={describedBy} disabled />
                  </span>
                }
              />
            )}
          </FieldFrame>
          <TextField form={form} name="address" label={t('enterprise.address')} autoComplete="street-address" placeholder={t('enterprise.addressPlaceholder')} />
          <TextField form={form} name="contactName" label={t('enterprise.contactName')} autoComplete="name" />
          <TextField
            form={form}
            name="contactPhone"
            label={t('enterprise.contactPhone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('login.phonePlaceholder')}
            normalize={normalizePhone}
          />
          <LightFormFileUpload form={form} name="licenseFileKey" purpose="license" label={t('enterprise.license')} alt={t('enterprise.licenseAlt')} />
          <Button type="primary" htmlType="submit" block size="large" loading={create.isPending} className={formStyles.submit}>
            {t('ei.submit')}
          </Button>
        </form>

        {site.supportPhone ? (
          <div className={styles.notice}>
            <p>{t('onboarding.notice')}</p>
            <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} className={styles.call} data-testid="onboarding-support">
              <PhoneOutlined aria-hidden /> {t('onboarding.call', { phone: site.supportPhone })}
            </a>
            {site.supportHours ? <p className={styles.hours}>{site.supportHours}</p> : null}
          </div>
        ) : null}
      </section>
    </PublicShell>
  );
}
