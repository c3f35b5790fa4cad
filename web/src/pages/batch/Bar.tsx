import styles from './index.module.css';

/**
 * A progress bar with its figure: `done` of `total` (or a percentage). Plain markup instead of
 * antd's Progress keeps the batch screens within their weight budget.
 */
export default function Bar({ label, done, total, percent, testId }: { label: string; done?: number; total?: number; percent?: number; testId?: string }) {
  const value = percent ?? (total ? Math.min(100, Math.floor(((done ?? 0) / total) * 100)) : 0);
  const text = percent !== undefined ? `${percent}%` : `${done ?? 0} / ${total ?? 0}`;
  return (
    <div className={styles.bar} data-testid={testId}>
      <div className={styles.barTrack} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <div className={value >= 100 ? `${styles.barFill} ${styles.barDone}` : styles.barFill} style={{ width: `${value}%` }} />
      </div>
      <span className={styles.barText}>{text}</span>
    </div>
  );
}
