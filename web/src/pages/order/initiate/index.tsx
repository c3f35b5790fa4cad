// Registers the order texts before anything of the screen renders.
import '@/pages/order/messages';
import './blockedMessages';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio } from 'antd';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { HeldFile } from '@/components/FileUpload';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { reportFormError } from '@/components/form/serverErrors';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { formatDate } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { post } from '@/services/api';
import { ApiError } from '@/utils/request';
import { accountQuery } from '@/pages/finance/service';
import { registrationQuery } from '@/pages/job/service';
import { catalogQuery, packagesQuery } from '@/pages/packages/service';
import PackagePicker from '@/pages/packages/PackagePicker';
import { createOrder, idChecksumOk, type OrderCreateRequest } from '@/pages/order/service';
import shared from '@/styles/shared.module.css';
import styles from '@/pages/order/index.module.css';
import Details from './Details';
import { CANDIDATE_FIELDS, clearDraft, DETAIL_FIELDS, loadDraft, neededDetails, saveDraft, type DetailField, type DraftValues } from './draft';
import * as ErrorCode from '@/services/errorCodes';
import { can } from '@/services/rights';

// The signed authorization's upload field loads when consent on paper is chosen (most orders text a link).
const FormFileUpload = lazy(() => import('@/components/FileUpload/FormFileUpload'));

interface Values {
  packageId?: string;
  name: string;
  phone: string;
  idNumber: string;
  email?: string;
  position?: string;
  authMode: 'sms' | 'offline';
  /** The signed authorization (offline consent): the form holds the uploaded file. */
  consentFileKey?: HeldFile | null;
  school?: string;
  degree?: string;
  employer?: string;
  employmentPeriod?: string;
  certificateNumber?: string;
}

const FIELDS = [...CANDIDATE_FIELDS, 'consentFileKey', ...DETAIL_FIELDS];

/** Where the blocked form's actions go, returning here (`?back=`). */
export const INITIATE_PATH = '/initiateBack';

/** `candidate.phone` (the server's field) → `phone` (the form's). */
function formField(error: unknown): unknown {
  if (error instanceof ApiError && error.code === ErrorCode.InvalidField) {
    const data = error.data as { field?: string } | null;
    if (data?.field?.startsWith('candidate.')) {
      return new ApiError(error.message, { code: error.code, msg: error.message, data: { field: data.field.slice('candidate.'.length) } });
    }
  }
  return error;
}

/** The details the package needs, trimmed; empty ones left out (the server says which is missing). */
function detailsFor(v: Values, needed: { field: DetailField }[]): Partial<Record<DetailField, string>> {
  const out: Partial<Record<DetailField, string>> = {};
  for (const { field } of needed) {
    const value = v[field]?.trim();
    if (value) out[field] = value;
  }
  return out;
}

/**
 * `/initiateBack`: choose a package, enter the candidate, choose how they consent, see the price
 * against the balance, confirm, pay. One idempotency key per confirmed form: a retry of the same
 * form cannot charge twice; the duplicate-candidate warning resends with the same key.
 *
 * `?registrationId=…` (a job registration's "Order a check"): the candidate comes prefilled from
 * the registration, the order names it, and the page says whether the applicant's consent counts
 * (no link: the checks start at once) or a consent link will be texted.
 *
 * The form asks for what the chosen package's items need (school and degree for education,
 * employer and period for employment, certificate number for a qualification), saying which
 * item needs it. What is typed is kept as a draft in sessionStorage (`./draft.ts`) while the
 * user leaves to accept the contract, build a package or recharge: those pages come back with
 * `?back=/initiateBack` (a new package as `&packageId=`), and the form restores the draft.
 */
export default function InitiatePage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const [params] = useSearchParams();
  const registrationId = params.get('registrationId') ?? '';
  // A package made from inside the form (`/mealManage/add?back=…`) comes back chosen.
  const returnedPackage = params.get('packageId') ?? '';
  const role = state.userInfo?.role;
  // `enterpriseDetailQuery`'s key and call, written here so services/enterprise stays out of this chunk.
  const enterprise = useQuery({
    queryKey: ['enterprise/detail', enterpriseId],
    queryFn: () => post('/enterprise/detail', {}),
    enabled: !!enterpriseId,
  });
  // What this member may fix themselves when ordering is blocked (else: ask an administrator).
  const may = { contract: can(role, 'manageEnterprise'), packages: can(role, 'managePackages'), recharge: can(role, 'manageFinance') };
  const catalog = useQuery(catalogQuery);
  const registration = useQuery(registrationQuery(enterpriseId, registrationId));
  const prefill = registration.data?.orderPrefill;
  const [form] = Form.useForm<Values>();
  const [modal, modalHolder] = Modal.useModal();
  const packages = useInfiniteQuery(packagesQuery(enterpriseId, 'active', ''));
  const account = useQuery(accountQuery(enterpriseId));
  const [blocker, setBlocker] = useState<number | null>(null);
  const key = useRef<string | null>(null);
  const packageId = Form.useWatch('packageId', form);
  const authMode = Form.useWatch('authMode', form) ?? 'sms';
  const rows = useMemo(() => packages.data?.pages.flatMap((p) => p.list) ?? [], [packages.data]);
  const chosen = rows.find((p) => p.packageId === packageId);
  const balance = account.data?.balanceFen;
  const price = chosen?.priceFen;
  const short = balance !== undefined && price !== undefined && price > balance;
  // The registration's consent replaces the link of an order that would text one.
  const covers = !!prefill && !!registration.data?.consent.coversScreening;
  const needed = chosen && catalog.data ? neededDetails(chosen.itemCodes, catalog.data) : [];
  const names = (codes: string[]) => codes.map((code) => catalog.data?.find((c) => c.code === code)).map((c) => (c ? (locale === 'zh-CN' ? c.nameZh : c.nameEn) : '')).join(locale === 'zh-CN' ? '、' : ', ');

  // What was typed before leaving for the contract, a package or a recharge comes back.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !enterpriseId) return;
    restored.current = true;
    const draft = loadDraft(enterpriseId, registrationId);
    if (draft) form.setFieldsValue(draft as Partial<Values>);
    if (returnedPackage) form.setFieldsValue({ packageId: returnedPackage });
  }, [enterpriseId, registrationId, returnedPackage, form]);

  useEffect(() => {
    if (!prefill) return;
    // The application's values fill what the draft left empty.
    const now = form.getFieldsValue();
    const fill: Partial<Values> = {};
    const from: Partial<Values> = {
      name: prefill.name,
      phone: prefill.phone,
      idNumber: prefill.idNumber,
      position: prefill.position,
      school: prefill.school ?? undefined,
      degree: prefill.degree ?? undefined,
      employer: prefill.employer ?? undefined,
      employmentPeriod: prefill.employmentPeriod ?? undefined,
    };
    for (const [k, v] of Object.entries(from) as [keyof Values, string | undefined][]) {
      if (v && !now[k]) (fill as Record<string, string>)[k] = v;
    }
    form.setFieldsValue(fill);
  }, [prefill, form]);

  const keepDraft = () => {
    if (enterpriseId) saveDraft(enterpriseId, registrationId, form.getFieldsValue(true) as DraftValues);
  };

  const place = useMutation({
    mutationFn: (body: OrderCreateRequest) => createOrder(body),
    onSuccess: (reply, body) => {
      key.current = null;
      clearDraft();
      void client.invalidateQueries({ queryKey: ['finance/account'] });
      void client.invalidateQueries({ queryKey: ['order/list'] });
      const started = reply.status === 'authorized';
      const mode = !started ? 'sms' : body.registrationId && body.authMode === 'sms' ? 'registration' : 'offline';
      if (body.registrationId) void client.invalidateQueries({ queryKey: ['job/registrations'] });
      navigate(`/orderSuccess?orderId=${encodeURIComponent(reply.orderId)}&orderNo=${encodeURIComponent(reply.orderNo)}&mode=${mode}`);
    },
  });

  const send = (body: OrderCreateRequest) =>
    place.mutateAsync(body).catch((e: unknown) => {
      if (e instanceof ApiError && e.code === ErrorCode.DuplicateCandidate) {
        const data = e.data as { orderNo?: string; orderedAt?: number };
        void modal.confirm({
          title: t('order.duplicate.title'),
          content: t('order.duplicate.text', { orderNo: data.orderNo ?? '', date: formatDate(data.orderedAt, locale) }),
          okText: t('order.duplicate.ok'),
          cancelText: t('order.confirm.cancel'),
          onOk: () => send({ ...body, confirmDuplicate: true }),
        });
        return;
      }
      if (e instanceof ApiError && (e.code === ErrorCode.EnterpriseNotCertified || e.code === ErrorCode.ContractNotAccepted || e.code === ErrorCode.InsufficientBalance)) {
        setBlocker(e.code);
        void client.invalidateQueries({ queryKey: ['finance/account'] });
        return;
      }
      if (e instanceof ApiError && e.code === ErrorCode.FileNotFound) {
        form.setFields([{ name: 'consentFileKey', errors: [e.message] }]);
        return;
      }
      if (e instanceof ApiError && e.code === ErrorCode.PhoneTextCap) {
        // Nothing was charged: the phone has had its texts for today (the server says so).
        form.setFields([{ name: 'phone', errors: [e.message] }]);
        form.focusField('phone');
        return;
      }
      if (e instanceof ApiError && e.code === ErrorCode.RegistrationMismatch) {
        form.setFields([{ name: 'idNumber', errors: [e.message, t('order.reg.sameId')] }]);
        form.focusField('idNumber');
        return;
      }
      reportFormError(form, formField(e), FIELDS);
    });

  const review = (v: Values) => {
    // The submitted values, not the watched ones: what is confirmed is what is sent.
    const picked = rows.find((p) => p.packageId === v.packageId);
    key.current ??= crypto.randomUUID();
    const body: OrderCreateRequest = {
      packageId: v.packageId ?? '',
      candidate: {
        name: v.name.trim(),
        phone: v.phone.trim(),
        idNumber: v.idNumber.trim().toUpperCase(),
        email: v.email?.trim() || null,
        ...detailsFor(v, picked ? neededDetails(picked.itemCodes, catalog.data ?? []) : []),
      },
      position: v.position?.trim() || null,
      authMode: v.authMode,
      consentFileKey: v.authMode === 'offline' ? (v.consentFileKey?.key ?? null) : null,
      idempotencyKey: key.current,
      ...(prefill ? { registrationId } : {}),
    };
    setBlocker(null);
    void modal.confirm({
      title: t('order.confirm.title'),
      content: t('order.confirm.text', {
        price: formatFen(picked?.priceFen ?? 0, locale),
        name: body.candidate.name,
        phone: body.candidate.phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'),
        package: picked?.name ?? '',
      }),
      okText: t('order.confirm.ok'),
      cancelText: t('order.confirm.cancel'),
      okButtonProps: { ...({ 'data-testid': 'order-confirm-ok' } as Record<string, string>) },
      onOk: () => send(body),
    });
  };

  // Ordering is blocked: say so in place, with the action that opens it, returning here.
  const back = registrationId ? `${INITIATE_PATH}?registrationId=${encodeURIComponent(registrationId)}` : INITIATE_PATH;
  const noContract =
    blocker === ErrorCode.ContractNotAccepted ||
    (!!enterprise.data && enterprise.data.certStatus === 'certified' && enterprise.data.contractVersionAccepted !== enterprise.data.contractVersion);
  const notCertified = blocker === ErrorCode.EnterpriseNotCertified || (!!enterprise.data && enterprise.data.certStatus !== 'certified');
  const leave = (to: string) => {
    keepDraft();
    // The page opened returns here after its success (`back`, see utils/back.ts).
    navigate(`${to}${to.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}`);
  };
  const blockerAlert = notCertified ? (
    <Alert
      type="warning"
      showIcon
      title={t('order.notCertified')}
      action={<Link to="/businessManage/account">{t('order.toAccount')}</Link>}
      className={styles.banner}
      data-testid="order-blocked"
      data-blocker="certification"
    />
  ) : noContract ? (
    <Alert
      type="warning"
      showIcon
      title={t('order.blocked.contract')}
      description={may.contract ? t('order.blocked.contractHint') : t('order.blocked.askAdmin')}
      action={
        may.contract ? (
          <Button type="primary" onClick={() => leave('/serviceContract')} data-testid="order-accept-contract">
            {t('order.blocked.acceptContract')}
          </Button>
        ) : undefined
      }
      className={styles.banner}
      data-testid="order-blocked"
      data-blocker="contract"
    />
  ) : null;

  let fromRegistration = null;
  if (registrationId) {
    const notFound = registration.error instanceof ApiError && registration.error.code === ErrorCode.NotFound;
    if (registration.isPending) fromRegistration = <Alert type="info" title={t('order.reg.loading')} className={styles.banner} />;
    else if (notFound) fromRegistration = <Alert type="warning" showIcon title={t('order.reg.notFound')} className={styles.banner} data-testid="order-registration" />;
    else if (registration.isError)
      fromRegistration = (
        <Alert
          type="error"
          showIcon
          title={t('order.reg.failed')}
          action={<Button onClick={() => void registration.refetch()}>{t('order.reg.retry')}</Button>}
          className={styles.banner}
          data-testid="order-registration"
        />
      );
    else if (registration.data && prefill)
      fromRegistration = (
        <Alert
          type={covers ? 'success' : 'info'}
          showIcon
          title={t('order.reg.from', { name: registration.data.nameMasked, title: registration.data.jobTitle })}
          description={t(covers ? 'order.reg.covers' : 'order.reg.notCovers')}
          action={<Link to={`/jobRegistration/detail?id=${encodeURIComponent(registration.data.jobId)}`}>{t('order.reg.view')}</Link>}
          className={styles.banner}
          data-testid="order-registration"
          data-covers={covers}
        />
      );
  }

  return (
    <>
      <PageHeader title={t('screen.initiateBack')} />
      {modalHolder}
      {blockerAlert}
      {fromRegistration}
      <div className={shared.formLayout}>
        <Panel>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ authMode: 'sms' }}
            onFinish={review}
            // A changed form is a new order: it gets its own idempotency key.
            onValuesChange={() => {
              key.current = null;
              keepDraft();
            }}
            requiredMark
            data-testid="order-form"
            scrollToFirstError
          >
            <Form.Item name="packageId" label={t('order.form.package')} rules={[{ required: true, message: t('order.form.packageRequired') }]}>
              {rows.length || packages.isPending ? (
                <PackagePicker packages={rows} testId="order-package" />
              ) : (
                <Alert
                  type="info"
                  showIcon
                  title={t('order.form.noPackages')}
                  description={may.packages ? t('order.blocked.packageHint') : t('order.blocked.askAdmin')}
                  action={
                    may.packages ? (
                      <Button type="primary" onClick={() => leave('/mealManage/add')} data-testid="order-build-package">
                        {t('order.form.buildPackage')}
                      </Button>
                    ) : undefined
                  }
                  data-testid="order-no-package"
                />
              )}
            </Form.Item>
            <h2>{t('order.form.candidate')}</h2>
            <Form.Item name="name" label={t('order.form.name')} rules={[{ required: true, whitespace: true, message: t('order.form.nameRequired') }, { max: 50 }]}>
              <Input autoComplete="off" data-testid="order-name" />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('order.form.phone')}
              rules={[
                { required: true, message: t('validation.phoneRequired') },
                { pattern: /^1\d{10}$/, message: t('validation.phoneInvalid') },
              ]}
            >
              <Input inputMode="numeric" maxLength={11} autoComplete="off" data-testid="order-phone" />
            </Form.Item>
            <Form.Item
              name="idNumber"
              label={t('order.form.idNumber')}
              rules={[
                { required: true, message: t('validation.idRequired') },
                { pattern: /^(\d{16}|\d{17}[\dXx])$/, message: t('validation.idInvalid') },
                { validator: (_, v: string) => (!v || idChecksumOk(v) ? Promise.resolve() : Promise.reject(new Error(t('order.form.idCheck')))) },
              ]}
            >
              <Input maxLength={18} autoComplete="off" data-testid="order-id" />
            </Form.Item>
            <Form.Item name="email" label={t('order.form.email')} rules={[{ type: 'email', message: t('order.form.emailInvalid') }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="position" label={t('order.form.position')} rules={[{ max: 500 }]}>
              <Input />
            </Form.Item>
            {needed.length ? (
              <Details needed={needed} itemNames={names} />
            ) : null}
            <Form.Item name="authMode" label={t('order.form.authMode')}>
              <Radio.Group>
                <Radio value="sms" data-testid="order-mode-sms">
                  {t(covers ? 'order.form.registration' : 'order.form.sms')}
                  <div className={styles.meta}>{t(covers ? 'order.form.registrationHint' : 'order.form.smsHint')}</div>
                </Radio>
                <Radio value="offline" data-testid="order-mode-offline">
                  {t('order.form.offline')}
                  <div className={styles.meta}>{t('order.form.offlineHint')}</div>
                </Radio>
              </Radio.Group>
            </Form.Item>
            {authMode === 'offline' ? (
              <Suspense fallback={<PageLoading />}>
                <FormFileUpload
                  name="consentFileKey"
                  purpose="consent"
                  label={t('order.form.consentFile')}
                  alt={t('order.form.consentFile')}
                  requiredMessage={t('order.form.consentFileRequired')}
                />
              </Suspense>
            ) : null}
            <Button type="primary" htmlType="submit" size="large" disabled={short} loading={place.isPending} data-testid="order-submit">
              {t('order.form.submit')}
            </Button>
          </Form>
        </Panel>
        <Panel>
          <dl className={styles.summary} data-testid="order-summary">
            <dt>{t('order.form.balance')}</dt>
            <dd data-testid="order-balance">{balance === undefined ? '—' : formatFen(balance, locale)}</dd>
            <dt>{t('order.form.price')}</dt>
            <dd data-testid="order-price">{price === undefined ? '—' : formatFen(price, locale)}</dd>
            <dt>{t('order.form.after')}</dt>
            <dd>{balance === undefined || price === undefined ? '—' : formatFen(balance - price, locale)}</dd>
          </dl>
          {short || blocker === ErrorCode.InsufficientBalance ? (
            <Alert
              type="error"
              showIcon
              title={t('order.form.short')}
              description={
                price !== undefined && balance !== undefined
                  ? t('order.blocked.shortBy', { amount: formatFen(Math.max(price - balance, 0), locale) })
                  : undefined
              }
              action={
                may.recharge ? (
                  <Button type="primary" onClick={() => leave('/financialManage?recharge=1')} data-testid="order-recharge">
                    {t('order.form.recharge')}
                  </Button>
                ) : undefined
              }
              data-testid="order-short"
            />
          ) : account.data?.lowBalance ? (
            <Alert type="warning" showIcon title={t('order.form.low')} action={<Link to="/financialManage">{t('order.form.recharge')}</Link>} />
          ) : null}
        </Panel>
      </div>
    </>
  );
}
