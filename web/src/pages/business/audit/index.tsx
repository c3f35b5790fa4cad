import { Alert, Button, Empty, Timeline } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { hasMessage, useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { formatDateTime } from '@/utils/format';
import ManageFrame from '@/pages/business/ManageFrame';
import { auditActor, auditDetail } from './detail';
import { auditLogQuery } from './service';
import styles from '@/pages/business/index.module.css';

/** Audit log (`/businessManage/audit`): who did what to the account, newest first. */
export default function BusinessAuditPage() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const log = useInfiniteQuery(auditLogQuery(state.userInfo?.enterprise?.id));

  const actionName = (action: string) => {
    const key = `audit.action.${action}`;
    return hasMessage(key) ? t(key) : action;
  };

  let content;
  if (log.isPending) {
    content = <PageLoading />;
  } else if (log.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('audit.loadFailed')}
        action={
          <Button onClick={() => void log.refetch()} loading={log.isFetching}>
            {t('chunk.retry')}
          </Button>
        }
      />
    );
  } else {
    const rows = log.data.pages.flatMap((p) => p.list ?? []);
    content = rows.length ? (
      <>
        <Timeline
          data-testid="audit-log"
          items={rows.map((row) => ({
            key: row.id,
            content: (
              <div data-testid={`audit-${row.id}`}>
                <span className={styles.auditAction}>{actionName(row.action)}</span>
                {row.detail ? <span className={styles.auditDetail}>{auditDetail(row.detail, t)}</span> : null}
                <span className={styles.auditMeta}>
                  <time dateTime={new Date(row.at).toISOString()}>{formatDateTime(row.at, locale)}</time> · {auditActor(row.actor, t)}
                </span>
              </div>
            ),
          }))}
        />
        {log.hasNextPage ? (
          <div className={styles.more}>
            <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} data-testid="audit-more">
              {t('audit.more')}
            </Button>
          </div>
        ) : (
          <p className={`${styles.hint} ${styles.more}`}>{t('audit.end')}</p>
        )}
      </>
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} />
    );
  }

  return (
    <ManageFrame title={t('screen.businessAudit')}>
      <Panel>{content}</Panel>
    </ManageFrame>
  );
}
