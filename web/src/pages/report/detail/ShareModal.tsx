import { useState } from 'react';
import { Button, Modal } from 'antd';
import { CopyOutlined, MobileOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { FieldFrame, TextField } from '@/components/form/fields';
import { normalizePhone } from '@/components/form/phone';
import { phoneRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { useI18n, type MessageKey } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { shareReport, VALIDITY_HOURS, type Shared, type ValidityHours } from './service';
import controls from '@/styles/shared.module.css';
import styles from './detail.module.css';

const mask = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/**
 * Sharing the report to one phone (loaded on demand; the light form kit keeps the report page
 * light): the phone, checked by the same rule as the ordering form's (11 digits starting with 1),
 * how long the link stays valid, and whether Verity texts it to the phone or only creates it (the
 * buttons and the outcome say which); then the link, to copy.
 */
export default function ShareModal({ orderId, onClose, onShared }: { orderId: string; onClose: () => void; onShared: () => void }) {
  const { t, locale } = useI18n();
  const form = useLightForm('shareReport', { phone: '', hours: '72', text: 'yes' }, { phone: phoneRule(t) });
  const [made, setMade] = useState<(Shared & { phone: string }) | null>(null);
  const share = useMutation({
    mutationFn: ({ phone, hours, text }: typeof form.values) => shareReport(orderId, phone, Number(hours) as ValidityHours, text === 'yes'),
    onSuccess: (shared, { phone }) => {
      setMade({ ...shared, phone: mask(phone) });
      onShared();
    },
    onError: (e) => reportError(form, e),
  });
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      toastSuccess(t('report.share.copied'));
    } catch {
      toastError(t('report.share.copyFailed'));
    }
  };

  return (
    <Modal
      open
      title={t('report.share.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        made ? (
          <Button type="primary" onClick={onClose} data-testid="share-close">
            {t('report.share.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" form="shareReport" loading={share.isPending} data-testid="share-submit">
              {t(form.values.text === 'yes' ? 'report.share.submitText' : 'report.share.submit')}
            </Button>
          </>
        )
      }
    >
      {made ? (
        <div data-testid="share-made">
          <p className={styles.modalText} role="status" data-testid="share-outcome">
            {t(made.texted ? 'report.share.doneTexted' : 'report.share.done', { phone: made.phone, date: formatDateTime(made.expiresAt, locale) })}
          </p>
          <label htmlFor="share-url" className={styles.fieldLabel}>
            {t('report.share.link')}
          </label>
          <div className={styles.copyRow}>
            <input id="share-url" className={styles.urlInput} readOnly value={made.url} onFocus={(e) => e.target.select()} data-testid="share-url" />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} data-testid="share-copy">
              {t('report.share.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.modalText}>{t('report.share.intro')}</p>
          <form id="shareReport" noValidate onSubmit={form.handleSubmit((v) => share.mutate(v))}>
            <TextField
              form={form}
              name="phone"
              label={t('report.share.phone')}
              prefix={<MobileOutlined aria-hidden />}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              normalize={normalizePhone}
            />
            <FieldFrame form={form} name="hours" label={t('report.share.validity')}>
              {(describedBy) => (
                <select
                  id={form.id('hours')}
                  className={`${controls.fieldSelect} ${styles.select}`}
                  value={form.values.hours}
                  aria-describedby={describedBy}
                  onChange={(e) => form.setValue('hours', e.target.value)}
                  data-testid="share-validity"
                >
                  {VALIDITY_HOURS.map((h) => (
                    <option key={h} value={String(h)}>
                      {t(`report.share.h${h}` as MessageKey)}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <fieldset className={styles.choice}>
              <legend className={styles.fieldLabel}>{t('report.share.how')}</legend>
              <label>
                <input type="radio" name="text" value="yes" checked={form.values.text === 'yes'} onChange={() => form.setValue('text', 'yes')} data-testid="share-text-yes" />{' '}
                {t('report.share.textIt')}
              </label>
              <label>
                <input type="radio" name="text" value="no" checked={form.values.text === 'no'} onChange={() => form.setValue('text', 'no')} data-testid="share-text-no" />{' '}
                {t('report.share.linkOnly')}
              </label>
            </fieldset>
          </form>
        </>
      )}
    </Modal>
  );
}
