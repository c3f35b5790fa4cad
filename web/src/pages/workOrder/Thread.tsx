import { PaperClipOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import type { WorkOrderAttachment, WorkOrderAuthor, WorkOrderDetail } from './service';
import shared from '@/styles/shared.module.css';
import styles from './workOrder.module.css';

function Attachments({ files }: { files: readonly WorkOrderAttachment[] }) {
  const { t } = useI18n();
  if (!files.length) return null;
  return (
    <ul className={styles.files} aria-label={t('workOrder.thread.attachments')}>
      {files.map((f) => (
        <li key={f.key}>
          <a href={f.url} target="_blank" rel="noopener noreferrer" className={shared.fileLink}>
            <PaperClipOutlined aria-hidden />
            <span>{f.name}</span>
            <span className="visually-hidden"> ({t('upload.newTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

interface Entry {
  key: string;
  author: WorkOrderAuthor;
  authorName: string;
  text: string;
  at: number;
  attachments: readonly WorkOrderAttachment[];
  opening?: boolean;
}

/**
 * A ticket's conversation, oldest first: what it was raised with, then every message. The
 * reader's own side stands at the right, the other side's at the left; each message has its
 * author, time, text (line breaks kept) and attachments as links opening in a new tab.
 */
export default function Thread({ detail, reader, testId }: { detail: WorkOrderDetail; reader: WorkOrderAuthor; testId: string }) {
  const { t, locale } = useI18n();
  const entries: Entry[] = [
    {
      key: 'opening',
      author: 'enterprise',
      authorName: detail.raisedByName,
      text: detail.description,
      at: detail.createdAt,
      attachments: detail.attachments,
      opening: true,
    },
    ...detail.messages.map((m) => ({ ...m, key: m.messageId })),
  ];
  return (
    <ol className={styles.thread} aria-label={t('workOrder.thread')} data-testid={testId}>
      {entries.map((e) => {
        const mine = e.author === reader;
        return (
          <li
            key={e.key}
            className={mine ? `${styles.message} ${styles.mine}` : `${styles.message} ${styles.theirs}`}
            data-author={e.author}
            data-testid={e.opening ? `${testId}-opening` : `${testId}-message-${e.key}`}
          >
            <div className={styles.bubble}>
              <p className={styles.messageHead}>
                <strong className={styles.author}>{e.authorName}</strong>
                {e.opening ? <span className={styles.messageMeta}>{t('workOrder.thread.opening')}</span> : null}
                <time className={styles.messageMeta} dateTime={new Date(e.at).toISOString()}>
                  {formatDateTime(e.at, locale)}
                </time>
              </p>
              <p className={styles.text}>{e.text}</p>
              <Attachments files={e.attachments} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
