import { useState } from 'react';
import { Alert, Badge, Button, Empty, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { defineMessages, useI18n } from '../../i18n';
import { useLogin } from '../../models/login';
import { formatDateTime } from '../../utils/format';
import { bellQuery, markRead, type NoticeView } from './service';
import styles from './index.module.css';

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

declare module '../../i18n' {
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
 * regains focus), and a panel of the newest notices, unread ones emphasised. Opening a notice
 * marks it read and goes to its page; "mark all read" clears the badge.
 */
export default function NoticeBell() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = bellQuery(enterpriseId);
  const bell = useQuery(query);
  const mark = useMutation({
    mutationFn: markRead,
    onSettled: () => client.invalidateQueries({ queryKey: query.queryKey }),
  });

  if (!enterpriseId) return null;
  const unread = bell.data?.unread ?? 0;
  const list = bell.data?.list ?? [];

  const openNotice = (n: NoticeView) => {
    if (!n.read) mark.mutate({ ids: [n.id] });
    setOpen(false);
    navigate(n.link);
  };

  let content;
  if (bell.isPending) {
    content = (
      <div className={styles.state} data-testid="notices-loading">
        <Spin />
      </div>
    );
  } else if (bell.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('notices.loadFailed')}
        action={
          <Button size="small" onClick={() => void bell.refetch()} data-testid="notices-retry">
            {t('notices.retry')}
          </Button>
        }
      />
    );
  } else if (list.length === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} className={styles.state} />;
  } else {
    content = (
      <ul className={styles.list} data-testid="notices-list">
        {list.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={n.read ? styles.item : `${styles.item} ${styles.unread}`}
              onClick={() => openNotice(n)}
              data-testid="notice-item"
              data-unread={!n.read}
            >
              <span className={styles.itemTitle}>
                {n.read ? null : (
                  <>
                    <span className={styles.dot} aria-hidden />
                    <span className="visually-hidden">{t('notices.unread')}: </span>
                  </>
                )}
                {n.title}
              </span>
              <span className={styles.body}>{n.body}</span>
              <span className={styles.time}>{formatDateTime(n.createdAt, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const panel = (
    <div className={styles.panel} data-testid="notices-panel">
      <div className={styles.head}>
        <h2 className={styles.headTitle}>{t('notices.title')}</h2>
        <Button
          type="link"
          size="small"
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate({ all: true })}
          data-testid="notices-mark-all"
        >
          {t('notices.markAll')}
        </Button>
      </div>
      {mark.isError ? <Alert type="warning" showIcon title={t('notices.markFailed')} /> : null}
      {content}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void bell.refetch();
      }}
      content={panel}
      arrow={false}
    >
      <Button
        type="text"
        aria-label={t('notices.open', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notifications"
        icon={
          <Badge count={unread} overflowCount={99} size="small" data-testid="notices-badge">
            <BellOutlined />
          </Badge>
        }
      />
    </Popover>
  );
}
