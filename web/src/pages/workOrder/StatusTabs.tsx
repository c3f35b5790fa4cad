import type { ReactNode } from 'react';
import Tabs from '@/components/Tabs';
import { useI18n, type MessageKey } from '@/i18n';
import { WORK_ORDER_STATUSES, type StatusFilter } from './service';

const FILTERS: readonly StatusFilter[] = ['all', ...WORK_ORDER_STATUSES];

/** The list's status filter as tabs (antd's Tabs would add their menu to the page); the list below is the tab panel. */
export default function StatusTabs({
  id,
  value,
  onChange,
  children,
}: {
  /** Prefix of the tabs' ids and test ids (`workorder`, `ops-workorder`). */
  id: string;
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
  /** The panel: the list of the chosen status. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  const items = FILTERS.map((s) => ({ key: s, label: s === 'all' ? t('workOrder.filter.all') : t(`workOrder.status.${s}` as MessageKey) }));
  return (
    <>
      <Tabs id={id} items={items} active={value} onChange={onChange} label={t('workOrder.filter')} testIds />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`}>
        {children}
      </div>
    </>
  );
}
