import { Timeline } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import QueryList, { pageRows } from '@/components/QueryList';
import Panel from '@/components/Panel';
import { hasMessage, useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { formatDateTime } from '@/utils/format';
import ManageFrame from '@/pages/business/ManageFrame';
import { auditActor, auditDetail } from './detail';
import { auditLogQuery, type AuditRow } from './service';
import styles from '@/pages/business/index.module.css';

/** Audit log (`/businessManage/audit`): who did what to the account, newest first. */
export default function BusinessAuditPage() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const log = useInfiniteQuery(auditLogQuery(state.userInfo?.enterprise?.id));
  const rows = pageRows<AuditRow>(log.data);

  const actionName = (action: string) => {
    const key = `audit.action.${action}`;
    return hasMessage(key) ? t(key) : action;
  };

  return (
    <ManageFrame title={t('screen.businessAudit')}>
      <Panel>
        <QueryList
          query={log}
          rows={rows}
          renderRow={(row) => (
            <div data-testid={`audit-${row.id}`}>
              <span className={styles.auditAction}>{actionName(row.action)}</span>
              {row.detail ? <span className={styles.auditDetail}>{auditDetail(row.detail, t)}</span> : null}
              <span className={styles.auditMeta}>
                <time dateTime={new Date(row.at).toISOString()}>{formatDateTime(row.at, locale)}</time> · {auditActor(row.actor, t)}
              </span>
            </div>
          )}
          wrap={(items) => <Timeline data-testid="audit-log" items={items.map((content, i) => ({ key: rows[i].id, content }))} />}
          testId="audit-log"
          moreTestId="audit-more"
          moreLabel={t('audit.more')}
          endNote={t('audit.end')}
          errorTitle={t('audit.loadFailed')}
          empty={{ description: t('audit.empty') }}
        />
      </Panel>
    </ManageFrame>
  );
}
