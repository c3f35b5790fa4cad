import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Button, Skeleton } from 'antd';
import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { dayLabel, type HomeDay } from './service';
import { useCount } from './useCount';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';

type ChartProps = { daily: readonly HomeDay[]; label: string };

function ChartUnavailable() {
  const { t } = useI18n();
  return (
    <p className={styles.chartNote} data-testid="chart-unavailable">
      {t('home.chart.unavailable')}
    </p>
  );
}

// chart.js comes in a chunk of its own, asked for as soon as the page's chunk runs, so it downloads
// while the summary loads rather than after; should it fail to arrive, the panel says so and the
// table still has every number.
const chartModule: Promise<{ default: ComponentType<ChartProps> }> = import('./OrdersChart').catch(() => ({ default: ChartUnavailable }));
const OrdersChart = lazy(() => chartModule);

/** The 30 days in words, for the canvas's accessible name. */
function useSummaryText(daily: readonly HomeDay[]): string {
  const { t, locale } = useI18n();
  const count = useCount();
  const created = daily.reduce((n, d) => n + d.created, 0);
  const completed = daily.reduce((n, d) => n + d.completed, 0);
  const busiest = daily.reduce((best, d) => (d.created > best.created ? d : best), daily[0]);
  return t('home.chart.summary', {
    from: dayLabel(daily[0].date, locale, true),
    to: dayLabel(daily[daily.length - 1].date, locale, true),
    created: count(created),
    completed: count(completed),
    busiest: dayLabel(busiest.date, locale, true),
    most: count(busiest.created),
  });
}

/** Every day's numbers: for screen readers beside the chart, for everyone on "Show as table". */
function DailyTable({ daily, shown }: { daily: readonly HomeDay[]; shown: boolean }) {
  const { t, locale } = useI18n();
  const count = useCount();
  const caption = t('home.chart.caption', { from: dayLabel(daily[0].date, locale, true), to: dayLabel(daily[daily.length - 1].date, locale, true) });
  // Shown, it scrolls: a region keyboard users can focus to scroll it.
  const scroller = shown ? { className: styles.tableWrap, tabIndex: 0, role: 'region', 'aria-label': caption } : { className: 'visually-hidden' };
  return (
    <div {...scroller}>
      <table className={`${shared.dataTable} ${styles.table}`} data-testid="orders-table">
        <caption className={shown ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('home.chart.date')}</th>
            <th scope="col">{t('home.chart.created')}</th>
            <th scope="col">{t('home.chart.completed')}</th>
          </tr>
        </thead>
        <tbody>
          {/* Newest first: the day someone reading the table most likely wants. */}
          {[...daily].reverse().map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date, locale, true)}</th>
              <td>{count(d.created)}</td>
              <td>{count(d.completed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart({ daily }: { daily: readonly HomeDay[] }) {
  const label = useSummaryText(daily);
  return (
    <Suspense
      fallback={
        <div className={styles.chart}>
          <Skeleton active title={false} paragraph={{ rows: 5 }} />
        </div>
      }
    >
      <OrdersChart daily={daily} label={label} />
    </Suspense>
  );
}

/** Orders created and completed per day over the last 30 days, as a chart or a table. */
export default function ChartPanel({ daily }: { daily: readonly HomeDay[] }) {
  const { t } = useI18n();
  const [asTable, setAsTable] = useState(false);
  const quiet = daily.length === 0 || daily.every((d) => d.created === 0 && d.completed === 0);
  return (
    <Panel
      title={t('home.chart.title')}
      extra={
        quiet ? undefined : (
          <Button size="small" icon={asTable ? <BarChartOutlined /> : <TableOutlined />} onClick={() => setAsTable(!asTable)} data-testid="chart-toggle">
            {t(asTable ? 'home.chart.showChart' : 'home.chart.showTable')}
          </Button>
        )
      }
      testId="orders-per-day"
    >
      {quiet ? (
        <p className={styles.chartNote} data-testid="chart-none">
          {t('home.chart.none')}
        </p>
      ) : (
        <>
          {asTable ? null : <Chart daily={daily} />}
          <DailyTable daily={daily} shown={asTable} />
        </>
      )}
    </Panel>
  );
}
