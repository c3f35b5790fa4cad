/**
 * Orders per day over the last 30 days: created as bars, completed as a line. Its own chunk (the
 * page loads it beside the summary), so chart.js is fetched by the dashboard only, and only the
 * parts of it registered here are bundled.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useI18n } from '@/i18n';
import { PALETTE } from '@/theme';
import { dayLabel, type HomeDay } from './service';
import styles from './index.module.css';

Chart.register(BarController, LineController, CategoryScale, LinearScale, BarElement, PointElement, LineElement, Tooltip, Legend);

/** The canvas is an image named by `label` (the numbers in words); the page adds them as a table. */
export default function OrdersChart({ daily, label }: { daily: readonly HomeDay[]; label: string }) {
  const { t, locale } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return undefined;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const ticks = { color: PALETTE.textSecondary, font: { size: 12 } };
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
      type: 'bar',
      data: {
        labels: daily.map((d) => dayLabel(d.date, locale)),
        datasets: [
          {
            type: 'bar',
            label: t('home.chart.created'),
            data: daily.map((d) => d.created),
            backgroundColor: PALETTE.primaryBright,
            borderRadius: 3,
            maxBarThickness: 18,
            order: 2,
          },
          {
            type: 'line',
            label: t('home.chart.completed'),
            data: daily.map((d) => d.completed),
            borderColor: PALETTE.success,
            backgroundColor: PALETTE.success,
            borderWidth: 2,
            pointRadius: 2,
            pointHoverRadius: 4,
            cubicInterpolationMode: 'monotone',
            order: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: still ? false : { duration: 300 },
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { grid: { display: false }, ticks: { ...ticks, maxRotation: 0, autoSkip: true, autoSkipPadding: 12 } },
          y: { beginAtZero: true, grid: { color: PALETTE.border }, border: { display: false }, ticks: { ...ticks, precision: 0 } },
        },
        plugins: {
          // The line is drawn over the bars (`order`), yet named after them, as in the table.
          legend: { position: 'bottom', labels: { color: PALETTE.text, boxWidth: 12, boxHeight: 12, sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) } },
          tooltip: {
            itemSort: (a, b) => a.datasetIndex - b.datasetIndex,
            callbacks: { title: (items) => (items.length ? dayLabel(daily[items[0].dataIndex].date, locale, true) : '') },
          },
        },
      },
    };
    const chart = new Chart(el, config);
    return () => chart.destroy();
  }, [daily, locale, t]);

  return (
    <div className={styles.chart}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid="orders-chart" />
    </div>
  );
}
