import { useQuery } from '@tanstack/react-query';
import { defineMessages, useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { unreadCountQuery } from '@/pages/workOrder/service';
import styles from './index.module.css';

// Console-only text: registered with the layout's chunk, not the entry every public page loads.
defineMessages({
  'en-US': { 'menu.workOrderUnread': '{count} unread' },
  'zh-CN': { 'menu.workOrderUnread': '{count} 条未读' },
});

declare module '@/i18n' {
  interface LazyMessages {
    'menu.workOrderUnread': true;
  }
}

/**
 * Beside the work orders menu entry: support's answers the enterprise has not read yet (over all
 * its tickets), read every minute and again whenever a ticket is read; nothing when none, or
 * when the count cannot be read.
 */
export default function WorkOrderUnread() {
  const { t } = useI18n();
  const { state } = useLogin();
  const unread = useQuery(unreadCountQuery(state.userInfo?.enterprise?.id));
  const count = unread.data?.unread ?? 0;
  if (!(count > 0)) return null;
  return (
    <span className={styles.menuBadge} data-testid="menu-workOrder-unread">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('menu.workOrderUnread', { count })}</span>
    </span>
  );
}
