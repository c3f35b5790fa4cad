// Registers the candidate texts before anything of the screen renders.
import '@/pages/candidate/messages';
import { Button } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useI18n } from '@/i18n';
import { ApiError } from '@/utils/request';
import { safeRedirect } from '@/utils/navigation';
import formStyles from '@/components/form/form.module.css';
import { LinkEnded } from '@/pages/candidate/LinkEnded';
import Notice from '@/pages/candidate/Notice';
import notice from '@/pages/candidate/notice.module.css';
import { checkPhone, sendShareCode } from '@/pages/candidate/service';
import * as ErrorCode from '@/services/errorCodes';

/**
 * `/checkPhone?s=…&redirect=…` (spec §2, §4): a share link's calls answer -12 until the phone it
 * was texted to is verified here; then the browser goes back to the page it came from with the
 * share token kept for this tab. The code is asked for through `share/sendCode`, bound to the
 * link: only the link's phone is texted, and the page answers the same for any number.
 */
export default function CheckPhonePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const s = params.get('s') ?? '';
  const back = safeRedirect(params.get('redirect'), '/consent');
  const form = useLightForm('checkPhone', { phone: '', code: '' }, { phone: phoneRule(t), code: smsCodeRule(t) });
  const verify = useMutation({
    mutationFn: ({ phone, code }: typeof form.values) => checkPhone(s, phone, code),
    onSuccess: () => navigate(`${back}?s=${encodeURIComponent(s)}`, { replace: true }),
    onError: (e) => {
      if (e instanceof ApiError && e.code === ErrorCode.SharePhoneMismatch) {
        form.setError('phone', { message: e.message });
        return;
      }
      reportError(form, e);
    },
  });
  const ended = verify.error instanceof ApiError ? verify.error.code : undefined;
  if (ended === ErrorCode.ShareLinkInvalid || ended === ErrorCode.ShareLinkExpired || ended === ErrorCode.ShareLinkRevoked) {
    return <LinkEnded code={ended} />;
  }
  if (!s) {
    return (
      <AuthShell title={t('share.invalid')}>
        <Notice tone="warning" title={t('share.invalid')} text={t('share.missing')} testId="link-missing" />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('share.title')}>
      <p className={notice.lead}>{t('share.intro')}</p>
      <form id="checkPhone" noValidate onSubmit={form.handleSubmit((v) => verify.mutate(v))}>
        <PhoneField form={form} />
        <SmsCodeField form={form} scene="checkPhone" send={(phone) => sendShareCode(s, phone)} />
        <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending} className={formStyles.submit} data-testid="check-phone-submit">
          {t('share.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
