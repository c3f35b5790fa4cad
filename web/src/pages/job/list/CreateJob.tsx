import { useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Radio } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import RegionCascader from '@/components/RegionCascader/Lazy';
import { reportFormError } from '@/components/form/serverErrors';
import { useI18n, type MessageKey } from '@/i18n';
import JobLink from '@/pages/job/JobLink';
import { createJob, JOB_FIELDS, type JobField } from '@/pages/job/service';
import styles from '@/pages/job/index.module.css';

interface Values {
  title: string;
  department?: string;
  regionCode: string;
  fields: JobField[];
  consentCoversScreening: boolean;
}

const FORM_FIELDS = ['title', 'department', 'regionCode', 'fields'];

/**
 * "New position": title, department, work location, the optional parts of the form, and what
 * the applicants' consent covers (said plainly: it decides whether an order from a registration
 * needs a consent link). Once created, the same dialog shows the link and its QR code.
 */
export default function CreateJob({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<{ jobId: string; url: string; title: string } | null>(null);

  const create = useMutation({
    mutationFn: (v: Values) =>
      createJob({
        title: v.title.trim(),
        department: v.department?.trim() || null,
        regionCode: v.regionCode,
        fields: JOB_FIELDS.filter((f) => v.fields?.includes(f)),
        consentCoversScreening: v.consentCoversScreening,
      }),
    onSuccess: (reply, v) => {
      setCreated({ jobId: reply.jobId, url: reply.url, title: v.title.trim() });
      void client.invalidateQueries({ queryKey: ['job/list'] });
    },
    onError: (e) => reportFormError(form, e, FORM_FIELDS),
  });

  // The list mounts the dialog while it is open: closing it forgets the form.
  const close = onClose;

  if (created) {
    return (
      <Modal
        open={open}
        title={t('job.created.title', { title: created.title })}
        onCancel={close}
        footer={[
          <Button key="view" onClick={() => navigate(`/jobRegistration/detail?id=${encodeURIComponent(created.jobId)}`)}>
            {t('job.created.view')}
          </Button>,
          <Button key="done" type="primary" onClick={close} data-testid="job-created-done">
            {t('job.created.done')}
          </Button>,
        ]}
        width={620}
      >
        <div data-testid="job-created">
          <p>{t('job.created.text')}</p>
          <JobLink url={created.url} title={created.title} />
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={t('job.new')}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('job.form.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={create.isPending} onClick={() => form.submit()} data-testid="job-submit">
          {t('job.form.submit')}
        </Button>,
      ]}
      width={620}
    >
      <Form<Values>
        form={form}
        name="job"
        layout="vertical"
        requiredMark
        initialValues={{ fields: [], consentCoversScreening: false }}
        onFinish={(v) => create.mutate(v)}
        scrollToFirstError
        data-testid="job-form"
      >
        <Form.Item
          name="title"
          label={t('job.form.title')}
          rules={[
            { required: true, whitespace: true, message: t('job.form.titleRequired') },
            { max: 50, message: t('job.form.titleMax') },
          ]}
        >
          <Input autoComplete="off" maxLength={60} data-testid="job-title" />
        </Form.Item>
        <Form.Item name="department" label={t('job.form.department')} rules={[{ max: 50, message: t('job.form.departmentMax') }]}>
          <Input autoComplete="off" maxLength={60} data-testid="job-department" />
        </Form.Item>
        <Form.Item name="regionCode" label={t('job.form.region')} rules={[{ required: true, message: t('job.form.regionRequired') }]}>
          <RegionWrap />
        </Form.Item>
        <Form.Item name="fields" label={t('job.form.fields')} extra={t('job.form.fieldsHint')}>
          <Checkbox.Group className={styles.checks}>
            {JOB_FIELDS.map((f) => (
              <Checkbox key={f} value={f} data-testid={`job-field-${f}`}>
                {t(`job.field.${f}` as MessageKey)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item name="consentCoversScreening" label={t('job.form.consent')}>
          <Radio.Group className={styles.checks}>
            <Radio value={false} data-testid="job-consent-application">
              {t('job.form.consentApplication')}
              <div className={styles.meta}>{t('job.form.consentApplicationHint')}</div>
            </Radio>
            <Radio value={true} data-testid="job-consent-screening">
              {t('job.form.consentScreening')}
              <div className={styles.meta}>{t('job.form.consentScreeningHint')}</div>
            </Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The cascader as a Form.Item control (it hands id, value and onChange down), with the e2e's handle. */
function RegionWrap(props: { id?: string; value?: string; onChange?: (code: string) => void }) {
  return (
    <span data-testid="job-region" className={styles.region}>
      <RegionCascader {...props} fallback={<Input disabled size="large" />} />
    </span>
  );
}
