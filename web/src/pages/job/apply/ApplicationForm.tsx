// Registers the form's texts before anything of it renders.
import './formMessages';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { FieldFrame, TextField } from '@/components/form/fields';
import { useLightForm, type LightForm } from '@/components/form/useLightForm';
import { acceptOf, fileProblem, UPLOAD_RULES } from '@/components/FileUpload/service';
import { useI18n, type Translate } from '@/i18n';
import { toastError } from '@/utils/feedback';
import { ApiError, RequestError } from '@/utils/request';
import { idChecksumOk } from '@/pages/order/service';
import { EDUCATION_LEVELS, educationKey, type EducationLevel } from '@/pages/job/education';
import PlainField from './PlainField';
import { submitApplication, uploadAttachment, type Application, type ApplyInfo, type Attachment, type SubmitRequest } from './service';
import formStyles from '@/components/form/form.module.css';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

export const MAX_WORK = 20;
export const MAX_FILES = 10;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type Values = {
  name: string;
  idNumber: string;
  level: string;
  school: string;
  major: string;
  graduationYear: string;
  consent: boolean;
};

interface WorkRow {
  key: number;
  company: string;
  title: string;
  from: string;
  to: string;
  current: boolean;
}

type WorkField = 'company' | 'title' | 'from' | 'to';

/** Keys of work rows: a row keeps its inputs while rows above it are removed. */
let lastRowKey = 0;
function row(w?: Application['workHistory'][number]): WorkRow {
  lastRowKey += 1;
  return { key: lastRowKey, company: w?.company ?? '', title: w?.title ?? '', from: w?.from ?? '', to: w?.to ?? '', current: !!w && !w.to };
}

/** `workHistory[0].from`: the server's name of a row's field, and the key of its error here. */
const workKey = (i: number, f: WorkField) => `workHistory[${i}].${f}`;
const workId = (i: number, f: WorkField) => `jobApply_work${i}_${f}`;

function checkWork(rows: WorkRow[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((r, i) => {
    const company = r.company.trim();
    const title = r.title.trim();
    if (!company) errors[workKey(i, 'company')] = t('apply.companyRequired');
    else if (company.length > 100) errors[workKey(i, 'company')] = t('apply.companyMax');
    if (!title) errors[workKey(i, 'title')] = t('apply.jobTitleRequired');
    else if (title.length > 50) errors[workKey(i, 'title')] = t('apply.jobTitleMax');
    if (!r.from) errors[workKey(i, 'from')] = t('apply.monthRequired');
    else if (!MONTH.test(r.from)) errors[workKey(i, 'from')] = t('apply.monthInvalid');
    if (!r.current) {
      if (!r.to) errors[workKey(i, 'to')] = t('apply.monthRequired');
      else if (!MONTH.test(r.to)) errors[workKey(i, 'to')] = t('apply.monthInvalid');
      else if (MONTH.test(r.from) && r.to < r.from) errors[workKey(i, 'to')] = t('apply.toBeforeFrom');
    }
  });
  return errors;
}

/** The light form's field a server's `data.field` names. */
const FLAT_FIELD: Record<string, keyof Values> = {
  name: 'name',
  idNumber: 'idNumber',
  education: 'level',
  'education.level': 'level',
  'education.school': 'school',
  'education.major': 'major',
  'education.graduationYear': 'graduationYear',
  consentVersion: 'consent',
};

function SelectField({ form, label, options }: { form: LightForm<Values>; label: string; options: { value: string; label: string }[] }) {
  const { t } = useI18n();
  return (
    <FieldFrame form={form} name="level" label={label}>
      {(describedBy, invalid) => (
        <span className={formStyles.control}>
          <select
            ref={form.ref('level')}
            id={form.id('level')}
            className={`${formStyles.input} ${styles.select}`}
            value={form.values.level}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            aria-required
            onChange={(e) => form.setValue('level', e.target.value)}
            onBlur={() => form.onBlur('level')}
            data-testid="apply-education-level"
          >
            <option value="">{t('apply.levelChoose')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </FieldFrame>
  );
}

/**
 * The application: name and ID number always; education, work history and attachments when the
 * position collects them; the versioned consent text with its tick. With `current` it is an
 * update: the saved values fill it and an empty ID number keeps the stored one.
 */
export default function ApplicationForm({
  j,
  token,
  info,
  current,
  onSaved,
  onCancel,
  onExpired,
  onClosed,
  onConsentChanged,
}: {
  j: string;
  token: string;
  info: ApplyInfo;
  current: Application | null;
  onSaved: (saved: Application) => void;
  onCancel?: () => void;
  onExpired: () => void;
  onClosed: () => void;
  onConsentChanged: () => void;
}) {
  const { t } = useI18n();
  const collects = (f: ApplyInfo['fields'][number]) => info.fields.includes(f);
  const updating = !!current;
  const education = collects('education');
  const rules = useMemo(
    () => ({
      name: (v: string) => (!v.trim() ? t('apply.nameRequired') : v.trim().length > 50 ? t('apply.nameMax') : null),
      idNumber: (v: string) => {
        if (!v) return updating ? null : t('apply.idRequired');
        if (!/^(\d{16}|\d{17}[\dX])$/.test(v)) return t('apply.idInvalid');
        return idChecksumOk(v) ? null : t('apply.idCheck');
      },
      level: (v: string) => (education && !v ? t('apply.levelRequired') : null),
      school: (v: string) => (!education ? null : !v.trim() ? t('apply.schoolRequired') : v.trim().length > 100 ? t('apply.schoolMax') : null),
      major: (v: string) => (v.trim().length > 100 ? t('apply.majorMax') : null),
      graduationYear: (v: string) => (!v ? null : /^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= 2100 ? null : t('apply.yearInvalid')),
      consent: (v: boolean) => (v ? null : t('apply.consentRequired')),
    }),
    [t, updating, education],
  );
  const form = useLightForm<Values>(
    'jobApply',
    {
      name: current?.name ?? '',
      idNumber: '',
      level: current?.education?.level ?? '',
      school: current?.education?.school ?? '',
      major: current?.education?.major ?? '',
      graduationYear: current?.education?.graduationYear ? String(current.education.graduationYear) : '',
      consent: false,
    },
    rules,
  );
  const [work, setWork] = useState<WorkRow[]>(() => (current?.workHistory ?? []).map((w) => row(w)));
  const [workErrors, setWorkErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Attachment[]>(() => current?.attachments ?? []);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const changeRow = (key: number, change: Partial<WorkRow>) => {
    setWork((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
    // A changed row is checked again on the next submit; its old messages go.
    const i = work.findIndex((r) => r.key === key);
    setWorkErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith(`workHistory[${i}]`))));
  };

  /** Failures every call of the page answers alike; true when handled. */
  const common = (e: unknown): boolean => {
    if (e instanceof RequestError && (e.kind === 'session' || e.kind === 'aborted')) return true;
    if (!(e instanceof ApiError)) return false;
    if (e.code === ErrorCode.ApplicantVerifyRequired) onExpired();
    else if (e.code === ErrorCode.JobClosed) onClosed();
    else return false;
    return true;
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const rule = UPLOAD_RULES.attachment;
    const problem = fileProblem(file, rule);
    if (problem) {
      setFileError(problem === 'type' ? t('upload.wrongType', { types: t('upload.typesDocument') }) : t('upload.tooLarge', { size: `${rule.maxBytes / (1024 * 1024)} MB` }));
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadAttachment(j, token, file);
      setFiles((now) => [...now, stored]);
      setFileError(null);
    } catch (e) {
      if (!common(e)) setFileError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  const send = useMutation({
    mutationFn: (body: SubmitRequest) => submitApplication(token, body),
    onSuccess: onSaved,
    onError: (e) => {
      if (common(e)) return;
      if (e instanceof ApiError && e.code === ErrorCode.JobConsentOutdated) {
        form.setValue('consent', false);
        form.setError('consent', { message: e.message });
        onConsentChanged();
        return;
      }
      const data = e instanceof ApiError ? (e.data as { field?: unknown } | null) : null;
      const field = typeof data?.field === 'string' ? data.field : null;
      const message = e instanceof Error ? e.message : String(e);
      if (field && FLAT_FIELD[field]) form.setError(FLAT_FIELD[field], { message });
      else if (field?.startsWith('workHistory')) setWorkErrors({ [field]: message });
      else if (field?.startsWith('attachments')) setFileError(message);
      else toastError(message);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const flatOk = form.validate();
    const rowErrors = collects('workHistory') ? checkWork(work, t) : {};
    setWorkErrors(rowErrors);
    const firstRow = Object.keys(rowErrors)[0];
    if (flatOk && firstRow) {
      const [, i, f] = /^workHistory\[(\d+)\]\.(\w+)$/.exec(firstRow) ?? [];
      document.getElementById(workId(Number(i), f as WorkField))?.focus();
    }
    if (!flatOk || firstRow || uploading) return;
    const v = form.values;
    send.mutate({
      j,
      name: v.name.trim(),
      idNumber: v.idNumber || null,
      education: collects('education')
        ? { level: v.level as EducationLevel, school: v.school.trim(), major: v.major.trim() || null, graduationYear: v.graduationYear ? Number(v.graduationYear) : null }
        : null,
      workHistory: collects('workHistory')
        ? work.map((r) => ({ company: r.company.trim(), title: r.title.trim(), from: r.from, to: r.current ? null : r.to }))
        : null,
      attachments: collects('attachments') ? files.map((f) => f.key) : null,
      consentVersion: info.consent.version,
    });
  };

  const workError = (i: number, f: WorkField) => workErrors[workKey(i, f)] ?? null;
  const month = (r: WorkRow, i: number, f: 'from' | 'to', label: string) => (
    <PlainField id={workId(i, f)} label={label} error={workError(i, f)}>
      {(describedBy, invalid) => (
        <span className={formStyles.control}>
          <input
            id={workId(i, f)}
            type="month"
            className={formStyles.input}
            placeholder="YYYY-MM"
            value={r[f]}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => changeRow(r.key, { [f]: e.target.value })}
          />
        </span>
      )}
    </PlainField>
  );

  return (
    <form id="jobApply" noValidate onSubmit={submit} data-testid="apply-form" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title" className={styles.heading}>
        {t(updating ? 'apply.updateTitle' : 'apply.formTitle')}
      </h2>
      <p className={styles.meta}>{t('apply.required')}</p>
      <TextField form={form} name="name" label={t('apply.name')} autoComplete="name" testId="apply-name" />
      <TextField
        form={form}
        name="idNumber"
        label={t(updating ? 'apply.idNumberKeep' : 'apply.idNumber')}
        extra={updating ? t('apply.idNumberKeepHint', { masked: current?.idNumberMasked ?? '' }) : t('apply.idNumberHint')}
        autoComplete="off"
        normalize={(v) => v.replace(/\s+/g, '').toUpperCase().slice(0, 18)}
        testId="apply-id-number"
      />

      {collects('education') ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('apply.education')}</legend>
          <SelectField form={form} label={t('apply.level')} options={EDUCATION_LEVELS.map((l) => ({ value: l, label: t(educationKey(l)) }))} />
          <TextField form={form} name="school" label={t('apply.school')} autoComplete="off" testId="apply-school" />
          <TextField form={form} name="major" label={t('apply.major')} autoComplete="off" />
          <TextField
            form={form}
            name="graduationYear"
            label={t('apply.graduationYear')}
            inputMode="numeric"
            placeholder="2020"
            normalize={(v) => v.replace(/\D/g, '').slice(0, 4)}
          />
        </fieldset>
      ) : null}

      {collects('workHistory') ? (
        <fieldset className={styles.group} data-testid="apply-work">
          <legend className={styles.legend}>{t('apply.work')}</legend>
          <p className={styles.meta}>{t('apply.workHint')}</p>
          {work.map((r, i) => (
            <div key={r.key} className={styles.entry} data-testid={`apply-work-${i}`}>
              <div className={styles.entryHead}>
                <strong>{t('apply.workEntry', { n: i + 1 })}</strong>
                <Button type="link" danger onClick={() => {
                  setWork((rows) => rows.filter((x) => x.key !== r.key));
                  setWorkErrors({});
                }}>
                  {t('apply.removeWork', { n: i + 1 })}
                </Button>
              </div>
              <PlainField id={workId(i, 'company')} label={t('apply.company')} error={workError(i, 'company')}>
                {(describedBy, invalid) => (
                  <span className={formStyles.control}>
                    <input
                      id={workId(i, 'company')}
                      className={formStyles.input}
                      value={r.company}
                      maxLength={120}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      onChange={(e) => changeRow(r.key, { company: e.target.value })}
                    />
                  </span>
                )}
              </PlainField>
              <PlainField id={workId(i, 'title')} label={t('apply.jobTitle')} error={workError(i, 'title')}>
                {(describedBy, invalid) => (
                  <span className={formStyles.control}>
                    <input
                      id={workId(i, 'title')}
                      className={formStyles.input}
                      value={r.title}
                      maxLength={60}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                      onChange={(e) => changeRow(r.key, { title: e.target.value })}
                    />
                  </span>
                )}
              </PlainField>
              {month(r, i, 'from', t('apply.from'))}
              <label className={styles.tick}>
                <input type="checkbox" checked={r.current} onChange={(e) => changeRow(r.key, { current: e.target.checked, to: e.target.checked ? '' : r.to })} />
                <span>{t('apply.current')}</span>
              </label>
              {r.current ? null : month(r, i, 'to', t('apply.to'))}
            </div>
          ))}
          {work.length < MAX_WORK ? (
            <Button block size="large" onClick={() => setWork((rows) => [...rows, row()])} data-testid="apply-add-work">
              {t('apply.addWork')}
            </Button>
          ) : (
            <p className={styles.meta}>{t('apply.workMax')}</p>
          )}
        </fieldset>
      ) : null}

      {collects('attachments') ? (
        <fieldset className={styles.group} data-testid="apply-attachments">
          <legend className={styles.legend}>{t('apply.attachments')}</legend>
          {files.length ? (
            <ul className={styles.files}>
              {files.map((f) => (
                <li key={f.key}>
                  <a href={f.url} target="_blank" rel="noopener noreferrer">
                    {f.name}
                  </a>
                  <Button type="link" danger onClick={() => setFiles((now) => now.filter((x) => x.key !== f.key))} aria-label={t('apply.removeFile', { name: f.name })}>
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <PlainField id="jobApply_attachments" label={t('apply.addFile')} hint={t('apply.attachmentsHint')} error={fileError}>
            {(describedBy) =>
              files.length < MAX_FILES ? (
                <input
                  id="jobApply_attachments"
                  ref={picker}
                  type="file"
                  className={styles.file}
                  accept={acceptOf(UPLOAD_RULES.attachment)}
                  disabled={uploading}
                  aria-describedby={describedBy}
                  onChange={(e) => void upload(e.target.files?.[0])}
                  data-testid="apply-file"
                />
              ) : (
                <span className={styles.meta}>{t('apply.filesMax')}</span>
              )
            }
          </PlainField>
          {uploading ? (
            <p className={styles.meta} role="status">
              {t('apply.uploading')}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <section className={styles.group} aria-labelledby="apply-consent-title">
        <h2 id="apply-consent-title" className={styles.heading}>
          {info.consent.title}
        </h2>
        <div className={styles.disclosure} tabIndex={0} data-testid="apply-consent-text">
          {info.consent.body}
        </div>
        <p className={styles.meta}>{t('apply.consentVersion', { version: info.consent.version })}</p>
        {info.consent.coversScreening ? (
          <p className={styles.note} data-testid="apply-screening-note">
            {t('apply.screeningNote')}
          </p>
        ) : null}
        <div className={form.errors.consent ? `${formStyles.field} ${formStyles.invalid}` : formStyles.field}>
          <label className={styles.tick}>
            <input
              ref={form.ref('consent')}
              id={form.id('consent')}
              type="checkbox"
              checked={form.values.consent}
              aria-invalid={!!form.errors.consent || undefined}
              aria-describedby={form.errors.consent ? 'jobApply_consent_error' : undefined}
              onChange={(e) => form.setValue('consent', e.target.checked)}
              data-testid="apply-consent"
            />
            <span>{t('apply.consent')}</span>
          </label>
          {form.errors.consent ? (
            <div id="jobApply_consent_error" className={formStyles.error} role="alert">
              {form.errors.consent.message}
            </div>
          ) : null}
        </div>
      </section>

      <Button type="primary" htmlType="submit" block size="large" loading={send.isPending} disabled={uploading} data-testid="apply-submit">
        {t(updating ? 'apply.update' : 'apply.submit')}
      </Button>
      {onCancel ? (
        <Button block size="large" type="text" onClick={onCancel} className={styles.secondary}>
          {t('apply.cancelEdit')}
        </Button>
      ) : null}
    </form>
  );
}
