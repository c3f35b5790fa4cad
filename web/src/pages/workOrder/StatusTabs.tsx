import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useI18n, type MessageKey } from '@/i18n';
import { WORK_ORDER_STATUSES, type StatusFilter } from './service';
import styles from './workOrder.module.css';

const FILTERS: readonly StatusFilter[] = ['all', ...WORK_ORDER_STATUSES];

/**
 * The list's status filter as WAI-ARIA tabs (antd's Tabs would add their menu to the page): one
 * tab stop, arrow keys, Home and End move and select; the list below is the tab panel.
 */
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
  const refs = useRef(new Map<StatusFilter, HTMLButtonElement>());
  const label = (s: StatusFilter) => (s === 'all' ? t('workOrder.filter.all') : t(`workOrder.status.${s}` as MessageKey));
  const move = (event: KeyboardEvent, index: number) => {
    const last = FILTERS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    onChange(FILTERS[next]);
    refs.current.get(FILTERS[next])?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('workOrder.filter')} className={styles.tabs}>
        {FILTERS.map((s, index) => {
          const selected = s === value;
          return (
            <button
              key={s}
              ref={(el) => {
                if (el) refs.current.set(s, el);
                else refs.current.delete(s);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${s}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => onChange(s)}
              onKeyDown={(e) => move(e, index)}
              data-testid={`${id}-tab-${s}`}
            >
              {label(s)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`}>
        {children}
      </div>
    </>
  );
}
