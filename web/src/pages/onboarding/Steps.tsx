import type { ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import styles from './index.module.css';

export interface Step {
  key: string;
  title: string;
  done: boolean;
  /** Under the title: a line of text, or more. */
  body?: ReactNode;
}

/** The way into the console as numbered steps, those done ticked (and said so to screen readers). */
export default function Steps({ steps, testId }: { steps: readonly Step[]; testId?: string }) {
  const { t } = useI18n();
  return (
    <ol className={styles.steps} data-testid={testId}>
      {steps.map((step, i) => (
        <li key={step.key} className={step.done ? `${styles.step} ${styles.stepDone}` : styles.step} data-testid={testId ? `step-${step.key}` : undefined}>
          <span className={styles.stepMark} aria-hidden>
            {step.done ? <CheckCircleFilled /> : i + 1}
          </span>
          <span>
            <strong>{step.title}</strong>
            {step.done ? <span className="visually-hidden"> ({t('onboarding.done')})</span> : null}
            {step.body}
          </span>
        </li>
      ))}
    </ol>
  );
}
