import { Button, Empty } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import PageLoading from '@/components/PageLoading';
import { bellQuery, markRead, type NoticeView } from './service';
import styles from './index.module.css';

/**
 * The bell's open panel: the newest notices (unread ones emphasised, with a dot and a hidden
 * "Unread" for screen readers), "mark all read", and the loading, empty and error states.
 */
export default function Panel({ enterpriseId, onClose }: { enterpriseId: string; onClose: () => void }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = bellQuery(enterpriseId);
  const bell = useQuery(query);
  const mark = useMutation({
    mutationFn: markRead,
    onSettled: () => client.invalidateQueries({ queryKey: query.queryKey }),
  });
  const unread = bell.data?.unread ?? 0;
  const list = bell.data?.list ?? [];

  const openNotice = (n: NoticeView) => {
    if (!n.read) mark.mutate({ ids: [n.id] });
    onClose();
    navigate(n.link);
  };

  let content;
  if (bell.isPending) {
    content = (
      <div className={styles.state} data-testid="notices-loading">
        <PageLoading />
      </div>
    );
  } else if (bell.isError) {
    content = (
      <div className={styles.state} role="alert">
        <p className={styles.error}>
          <ExclamationCircleFilled aria-hidden /> {t('notices.loadFailed')}
        </p>
        <Button size="small" onClick={() => void bell.refetch()} data-testid="notices-retry">
          {t('notices.retry')}
        </Button>
      </div>
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

  return (
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
      {mark.isError ? (
        <p className={styles.error} role="alert">
          <ExclamationCircleFilled aria-hidden /> {t('notices.markFailed')}
        </p>
      ) : null}
      {content}
    </div>
  );
}
