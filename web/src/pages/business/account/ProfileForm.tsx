import { Button, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HeldFile } from '@/components/FileUpload';
import FormFileUpload from '@/components/FileUpload/FormFileUpload';
import { reportFormError } from '@/components/form/serverErrors';
import { normalizePhone } from '@/components/form/phone';
import RegionCascader from '@/components/RegionCascader/Lazy';
import { useI18n, type Translate } from '@/i18n';
import { ENTERPRISE_LIMITS } from '@/services/enterprise';
import type { CreateEnterpriseRequest } from '@/pages/onboarding/service';
import { isCreditCode, normalizeCreditCode } from '@/utils/creditCode';
import { toastSuccess } from '@/utils/feedback';
import { optionalPhoneRules } from '@/utils/validators';
import { enterpriseDetailQuery, REVIEWED_FIELDS, updateEnterprise, type EnterpriseDetail, type UpdateEnterpriseRequest } from './service';
import styles from '@/pages/business/index.module.css';

const LIMITS = ENTERPRISE_LIMITS;

/** The onboarding form's fields, the licence held as its upload. */
type ProfileValues = Omit<CreateEnterpriseRequest, 'licenseFileKey'> & { licenseFileKey: HeldFile | null };

function textRules(t: Translate, missing: Parameters<Translate>[0], max: number) {
  return [
    { required: true, whitespace: true, message: t(missing) },
    { max, message: t('enterprise.tooLong', { max }) },
  ];
}

/** The profile as a form: what changed goes to `enterprise/update`. */
export default function ProfileForm({ detail, onDone }: { detail: EnterpriseDetail; onDone: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [modal, modalHolder] = Modal.useModal();
  const initial: ProfileValues = {
    name: detail.name,
    creditCode: detail.creditCode,
    regionCode: detail.regionCode,
    address: detail.address,
    contactName: detail.contactName,
    contactPhone: '',
    licenseFileKey: detail.licenseUrl ? { url: detail.licenseUrl, key: detail.licenseFileKey } : null,
  };

  const save = useMutation({
    mutationFn: updateEnterprise,
    onSuccess: (updated) => {
      queryClient.setQueryData(enterpriseDetailQuery(detail.enterpriseId).queryKey, updated);
      toastSuccess(t('account.saved'));
      onDone();
    },
    // Values stay in the form; the failure shows under its field.
    onError: (e) => reportFormError(form, e, Object.keys(initial)),
  });

  const submit = (v: ProfileValues) => {
    const change: UpdateEnterpriseRequest = {};
    if (v.name.trim() !== detail.name) change.name = v.name.trim();
    if (v.creditCode !== detail.creditCode) change.creditCode = v.creditCode;
    if (v.regionCode !== detail.regionCode) change.regionCode = v.regionCode;
    if (v.address.trim() !== detail.address) change.address = v.address.trim();
    if (v.contactName.trim() !== detail.contactName) change.contactName = v.contactName.trim();
    if (v.contactPhone) change.contactPhone = v.contactPhone;
    if (v.licenseFileKey?.key && v.licenseFileKey.key !== detail.licenseFileKey) change.licenseFileKey = v.licenseFileKey.key;
    if (!Object.keys(change).length) {
      toastSuccess(t('account.unchanged'));
      onDone();
      return;
    }
    if (REVIEWED_FIELDS.some((f) => f in change)) {
      void modal.confirm({
        title: t('account.reviewAgainTitle'),
        content: t('account.reviewAgainText'),
        okText: t('account.reviewAgainOk'),
        cancelText: t('common.cancel'),
        onOk: () => save.mutate(change),
      });
      return;
    }
    save.mutate(change);
  };

  return (
    <Form<ProfileValues> form={form} layout="vertical" initialValues={initial} onFinish={submit} name="profile" requiredMark scrollToFirstError>
      {modalHolder}
      <Form.Item name="name" label={t('enterprise.name')} rules={textRules(t, 'enterprise.nameRequired', LIMITS.name)}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('enterprise.creditCode')}
        extra={t('enterprise.creditCodeHint')}
        normalize={(v: string) => normalizeCreditCode(v ?? '')}
        rules={[
          { required: true, message: t('enterprise.creditCodeRequired') },
          { validator: (_r, v: string) => (!v || isCreditCode(v) ? Promise.resolve() : Promise.reject(new Error(t('enterprise.creditCodeInvalid')))) },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="regionCode" label={t('enterprise.region')} rules={[{ required: true, message: t('enterprise.regionRequired') }]}>
        <RegionCascader labels={detail.regionPath} fallback={<Input disabled value={(detail.regionPath ?? []).join(' / ')} />} />
      </Form.Item>
      <Form.Item name="address" label={t('enterprise.address')} rules={textRules(t, 'enterprise.addressRequired', LIMITS.address)}>
        <Input autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="contactName" label={t('enterprise.contactName')} rules={textRules(t, 'enterprise.contactNameRequired', LIMITS.contactName)}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label={t('enterprise.contactPhone')}
        extra={t('account.contactPhoneKeep', { phone: detail.contactPhoneMasked })}
        normalize={(v: string) => normalizePhone(v ?? '')}
        rules={optionalPhoneRules(t)}
      >
        <Input type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={detail.contactPhoneMasked} />
      </Form.Item>
      <FormFileUpload
        name="licenseFileKey"
        formName="profile"
        purpose="license"
        label={t('enterprise.license')}
        alt={t('enterprise.licenseAlt')}
        requiredMessage={t('enterprise.licenseRequired')}
      />
      <div className={styles.formActions}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('account.save')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
