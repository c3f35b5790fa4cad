import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { WarningOutlined } from '@ant-design/icons';
import { defineMessages, useI18n } from '@/i18n';
import { isPlatformOps, useLogin } from '@/models/login';
import { post } from '@/services/api';
import styles from './index.module.css';

/** The command that lists and redrives them (docs/deploy.md): shown as is, in both languages. */
const REDRIVE_COMMAND = 'verity-local deadletters';

// Console-only text: registered with the layout's chunk, not the entry every public page loads.
defineMessages({
  'en-US': { 'ops.deadLetters': '{count} event(s) failed and wait in the dead-letter queue — redrive with {command}' },
  'zh-CN': { 'ops.deadLetters': '{count} 个事件处理失败，正在死信队列中等待——请用 {command} 重新投递' },
});

declare module '@/i18n' {
  interface LazyMessages {
    'ops.deadLetters': true;
  }
}

/** The dead-letter count, read every minute while an operator is on the ops pages. */
function deadLettersQuery(enabled: boolean) {
  return {
    queryKey: ['home/ops/deadLetters'],
    queryFn: () => post('/home/ops/deadLetters', {}),
    enabled,
    refetchInterval: 60_000,
  };
}

/**
 * Above the platform's ops pages: how many events ended in a dead-letter queue (never silent),
 * and the command that redrives them; nothing when there are none or the count cannot be read.
 */
export default function DeadLettersBanner() {
  const { t } = useI18n();
  const { state } = useLogin();
  const { pathname } = useLocation();
  const onOps = isPlatformOps(state.userInfo) && pathname.startsWith('/ops');
  const dead = useQuery(deadLettersQuery(onOps));
  const total = dead.data?.total ?? 0;
  if (!onOps || !(total > 0)) return null;
  // The command stays code in both languages: split the sentence where it goes.
  // The command stays code in both languages: the sentence is split where it goes.
  const [before, after] = t('ops.deadLetters', { count: total, command: '\u0000' }).split('\u0000');
  return (
    <div className={styles.deadLetters} role="alert" data-testid="dead-letters-banner">
      <WarningOutlined aria-hidden className={styles.deadLettersIcon} />
      <span>
        {before}
        <code>{REDRIVE_COMMAND}</code>
        {after}
      </span>
    </div>
  );
}
