import { Button } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import QueryList from '@/components/QueryList';
import { bellQuery, markRead, type NoticeView } from './service';
import styles from './index.module.css';

/**
 * The bell's open panel: the newest notices (unread ones emphasised, with a dot and a hidden
 * "Unread" for screen readers), "mark all read"; loading, empty and error states are the console
 * lists' ({@link QueryList}), with the panel's own scrolling column of rows.
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
      <QueryList
        query={bell}
        rows={list}
        renderRow={(n) => (
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
        )}
        testId="notices-list"
        // Its own list: a scrolling column of the popover, never the phone's cards.
        wrap={(rows, busy) => (
          <ul className={styles.list} data-testid="notices-list" aria-busy={busy}>
            {rows}
          </ul>
        )}
        errorTitle={t('notices.loadFailed')}
        retryLabel={t('notices.retry')}
        retryTestId="notices-retry"
        empty={{ description: t('notices.empty') }}
      />
    </div>
  );
}
