// Registers the package texts before anything of the screen renders.
import '@/pages/packages/messages';
import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio, Result } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatFen } from '@/utils/money';
import { backWith, safeBack } from '@/utils/back';
import { ApiError } from '@/utils/request';
import { catalogQuery, itemName, managesPackages, packageQuery, previewPrice, savePackage, turnaround, workingDays, type CatalogItem, type PackageDetail, type Selection } from '@/pages/packages/service';
import { LoadFailure } from '@/pages/packages/LoadFailure';
import styles from '@/pages/packages/index.module.css';
import * as ErrorCode from '@/services/errorCodes';

interface Values {
  name: string;
  description: string;
}

/** What the server refused, in terms of this form. */
type Problem = { kind: 'items'; message: string; code?: string } | { kind: 'changed'; version: number } | { kind: 'disabled' } | null;

function CatalogCard({
  item,
  quantity,
  onChange,
  problem,
}: {
  item: CatalogItem;
  quantity: number | undefined;
  onChange: (quantity: number | undefined) => void;
  problem?: string;
}) {
  const { t, locale } = useI18n();
  const name = itemName(item, locale);
  const chosen = quantity !== undefined;
  const fields = item.candidateFields.map((f) => t(`packages.field.${f}` as MessageKey)).join(locale === 'zh-CN' ? '、' : ', ');
  return (
    <li className={`${styles.card} ${chosen ? styles.cardChosen : ''}`} data-testid={`catalog-${item.code}`}>
      <div className={styles.cardHead}>
        <Checkbox checked={chosen} onChange={(e) => onChange(e.target.checked ? 1 : undefined)} aria-label={t('packages.form.choose', { name })}>
          <strong>{name}</strong>
        </Checkbox>
        <span>{formatFen(item.unitPriceFen, locale)}</span>
      </div>
      <p className={styles.description}>{locale === 'zh-CN' ? item.descriptionZh : item.descriptionEn}</p>
      <span className={styles.meta}>
        {workingDays(t, item.turnaroundDays)} · {t('packages.form.fields', { fields })}
      </span>
      {chosen && item.maxQuantity > 1 ? (
        <div className={styles.quantity}>
          {t('packages.form.quantity')}
          <Radio.Group
            optionType="button"
            size="small"
            value={quantity}
            aria-label={t('packages.form.quantityOf', { name })}
            onChange={(e) => onChange(Number(e.target.value))}
            options={Array.from({ length: item.maxQuantity }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
            data-testid={`quantity-${item.code}`}
          />
          <span className={styles.meta}>{t('packages.form.unit', { price: formatFen(item.unitPriceFen, locale) })}</span>
        </div>
      ) : null}
      {problem ? (
        <span className={styles.error} role="alert">
          {problem}
        </span>
      ) : null}
    </li>
  );
}

/** The form, started from the package as loaded (a reload starts it again). */
function PackageForm({ packageId, initial, catalog, onReload }: { packageId: string; initial: PackageDetail | undefined; catalog: CatalogItem[]; onReload: () => void }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const back = safeBack(params.get('back'));
  const [chosen, setChosen] = useState<Record<string, number>>(() => Object.fromEntries((initial?.items ?? []).map((i) => [i.code, i.quantity])));
  const [problem, setProblem] = useState<Problem>(null);
  const loadedVersion = initial?.version;

  const items: Selection[] = useMemo(
    () => catalog.filter((c) => chosen[c.code] !== undefined).map((c) => ({ code: c.code, quantity: chosen[c.code] })),
    [catalog, chosen],
  );
  const total = previewPrice(catalog, items);
  const days = turnaround(catalog.filter((c) => chosen[c.code] !== undefined));

  const sentItems = (values: Values & { items?: Selection[] }) => values.items ?? [];
  const save = useMutation({
    mutationFn: (values: Values & { items?: Selection[] }) =>
      savePackage({ packageId: packageId || undefined, version: loadedVersion, name: values.name.trim(), description: (values.description ?? '').trim(), items: sentItems(values) }),
    onSuccess: async (saved) => {
      toastSuccess(t('packages.form.saved', { version: saved.version, price: formatFen(saved.priceFen, locale) }));
      await client.invalidateQueries({ queryKey: ['package/list'] });
      await client.invalidateQueries({ queryKey: ['package/detail'] });
      // Made from inside the order form (`?back=/initiateBack`): back there with it chosen.
      if (back) navigate(backWith(back, 'packageId', saved.packageId));
      else navigate(`/mealManage/detail?packageId=${encodeURIComponent(saved.packageId)}`);
    },
    onError: (e, values) => {
      if (!(e instanceof ApiError)) {
        toastError(e.message);
        return;
      }
      const data = (e.data ?? {}) as { field?: string; code?: string; version?: number };
      // `items[2].quantity` names the third item sent.
      const sent = /^items\[(\d+)\]/.exec(data.field ?? '');
      const sentCode = sent ? sentItems(values)[Number(sent[1])]?.code : undefined;
      if (e.code === ErrorCode.PackageChanged) setProblem({ kind: 'changed', version: data.version ?? 0 });
      else if (e.code === ErrorCode.PackageDisabled) setProblem({ kind: 'disabled' });
      else if (e.code === ErrorCode.UnknownCatalogItem) setProblem({ kind: 'items', message: t('packages.form.unknownItem'), code: data.code ?? sentCode });
      else if (data.field === 'name' || data.field === 'description') form.setFields([{ name: data.field, errors: [e.msg] }]);
      else if (data.field?.startsWith('items')) setProblem({ kind: 'items', message: e.msg, code: sentCode });
      else toastError(e.msg || e.message);
    },
  });

  const submit = (values: Values) => {
    if (!items.length) {
      setProblem({ kind: 'items', message: t('packages.form.itemsRequired') });
      return;
    }
    setProblem(null);
    save.mutate({ ...values, items });
  };

  return (
    <>
      {packageId ? <Alert type="info" showIcon title={t('packages.form.versionNote')} style={{ marginBottom: 16 }} /> : null}
      {problem?.kind === 'changed' ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('packages.form.changed', { version: problem.version })}
          action={<Button onClick={onReload}>{t('packages.form.reload')}</Button>}
          style={{ marginBottom: 16 }}
          data-testid="package-changed"
        />
      ) : null}
      {problem?.kind === 'disabled' ? <Alert type="warning" showIcon role="alert" title={t('packages.form.disabledNow')} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> form={form} name="package" layout="vertical" initialValues={{ name: initial?.name ?? '', description: initial?.description ?? '' }} onFinish={submit} onFinishFailed={() => (!items.length ? setProblem({ kind: 'items', message: t('packages.form.itemsRequired') }) : undefined)} requiredMark>
        <Panel>
          <Form.Item
            name="name"
            label={t('packages.form.name')}
            rules={[
              { required: true, whitespace: true, message: t('packages.form.nameRequired') },
              { max: 50, message: t('packages.form.nameMax') },
            ]}
          >
            <Input maxLength={50} showCount />
          </Form.Item>
          <Form.Item name="description" label={t('packages.form.description')}>
            <Input.TextArea maxLength={500} showCount rows={2} placeholder={t('packages.form.descriptionPlaceholder')} />
          </Form.Item>
        </Panel>
        <Panel title={t('packages.form.catalog')}>
          <p className={styles.meta}>{t('packages.form.catalogHint')}</p>
          <ul className={styles.catalog} aria-label={t('packages.form.catalog')}>
            {catalog.map((item) => (
              <CatalogCard
                key={item.code}
                item={item}
                quantity={chosen[item.code]}
                problem={problem?.kind === 'items' && problem.code === item.code ? problem.message : undefined}
                onChange={(quantity) => {
                  setChosen((now) => {
                    const next = { ...now };
                    if (quantity === undefined) delete next[item.code];
                    else next[item.code] = quantity;
                    return next;
                  });
                  if (problem?.kind === 'items') setProblem(null);
                }}
              />
            ))}
          </ul>
          {problem?.kind === 'items' && !problem.code ? (
            <p className={styles.error} role="alert" data-testid="items-error">
              {problem.message}
            </p>
          ) : null}
          <div className={styles.summary}>
            <div>
              <div className={styles.meta}>{t('packages.form.total')}</div>
              <div className={styles.total} data-testid="package-total">
                {formatFen(total, locale)}
              </div>
              <div className={styles.meta}>
                {days ? `${t('packages.form.turnaround', { days: workingDays(t, days) })} · ` : ''}
                {t('packages.form.totalHint')}
              </div>
            </div>
            <div className={styles.actions} style={{ gridColumn: 'auto' }}>
              <Button onClick={() => navigate(-1)}>{t('packages.form.cancel')}</Button>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="package-save">
                {packageId && loadedVersion ? t('packages.form.saveChanges', { version: loadedVersion + 1 }) : t('packages.form.save')}
              </Button>
            </div>
          </div>
        </Panel>
      </Form>
    </>
  );
}

/**
 * A new package (`/mealManage/add`), or a new version of one (`?packageId=`): a name, a
 * description and items from the catalogue with their quantities; the price is previewed here
 * and set by the server. Saving a change makes a new version; placed orders keep theirs.
 */
export default function PackageEditPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const packageId = params.get('packageId') ?? '';
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const canWrite = managesPackages(state.userInfo?.role);
  // Readers are told who builds packages; nothing is loaded for them.
  const catalog = useQuery({ ...catalogQuery, enabled: canWrite });
  const current = useQuery({ ...packageQuery(enterpriseId, packageId), enabled: canWrite && !!enterpriseId && !!packageId });

  const title = packageId ? t('packages.form.editTitle') : t('screen.mealAdd');
  if (!canWrite) {
    return (
      <>
        <PageHeader title={title} />
        <Result status="403" title={t('packages.readOnly')} extra={<Link to="/mealManage">{t('packages.detail.back')}</Link>} />
      </>
    );
  }
  if (catalog.isPending || (packageId && current.isPending)) return <PageLoading />;
  if (packageId && current.isError) {
    return (
      <>
        <PageHeader title={title} />
        <LoadFailure error={current.error} onRetry={() => void current.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <PackageForm
        key={`${current.data?.version ?? 'new'}-${current.dataUpdatedAt}`}
        packageId={packageId}
        initial={current.data}
        catalog={catalog.data ?? []}
        onReload={() => void current.refetch()}
      />
    </>
  );
}
