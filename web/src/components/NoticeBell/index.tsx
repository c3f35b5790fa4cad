import { lazy, Suspense, useState } from 'react';
import { Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import PageLoading from '@/components/PageLoading';
import { bellQuery } from './service';
import styles from './index.module.css';

// The panel (its list, states and marking) loads when the bell is first opened.
const Panel = lazy(() => import('./Panel'));

// Console-only text: registered with the layout's chunk, not the entry every public page loads.
defineMessages({
  'en-US': {
    'notices.title': 'Notifications',
    'notices.open': 'Notifications, {count} unread',
    'notices.markAll': 'Mark all read',
    'notices.empty': 'No notifications',
    'notices.loadFailed': 'The notifications could not be loaded.',
    'notices.retry': 'Retry',
    'notices.unread': 'Unread',
    'notices.markFailed': 'The notifications could not be marked read; please try again.',
  },
  'zh-CN': {
    'notices.title': '通知',
    'notices.open': '通知，{count} 条未读',
    'notices.markAll': '全部已读',
    'notices.empty': '暂无通知',
    'notices.loadFailed': '通知加载失败。',
    'notices.retry': '重试',
    'notices.unread': '未读',
    'notices.markFailed': '标记已读失败，请重试。',
  },
});

declare module '@/i18n' {
  interface LazyMessages {
    'notices.title': true;
    'notices.open': true;
    'notices.markAll': true;
    'notices.empty': true;
    'notices.loadFailed': true;
    'notices.retry': true;
    'notices.unread': true;
    'notices.markFailed': true;
  }
}

/**
 * The console header's bell: the unread count as a badge (read every minute and when the window
 * regains focus), and a panel of the newest notices, unread ones emphasised ({@link Panel}).
 * Opening a notice marks it read and goes to its page; "mark all read" clears the badge.
 */
export default function NoticeBell() {
  const { t } = useI18n();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const [open, setOpen] = useState(false);
  const bell = useQuery(bellQuery(enterpriseId));

  if (!enterpriseId) return null;
  const unread = bell.data?.unread ?? 0;

  return (
    <Popover
      trigger="click"
      // Centred under the bell and shifted into the viewport: on a phone the bell is not at
      // the edge, and a panel aligned to it would run off the screen.
      placement="bottom"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void bell.refetch();
      }}
      content={
        <Suspense fallback={<PageLoading />}>
          <Panel enterpriseId={enterpriseId} onClose={() => setOpen(false)} />
        </Suspense>
      }
      arrow={false}
    >
      <Button
        type="text"
        aria-label={t('notices.open', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notifications"
        icon={
          <span className={styles.bell} data-testid="notices-badge">
            <BellOutlined />
            {unread > 0 ? (
              <sup className={styles.count} aria-hidden>
                {unread > 99 ? '99+' : unread}
              </sup>
            ) : null}
          </span>
        }
      />
    </Popover>
  );
}
