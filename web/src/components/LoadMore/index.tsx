import { Button } from 'antd';
import { useI18n } from '@/i18n';
import styles from './index.module.css';

/** What a paged (infinite) query offers the button. */
interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a cursor-paged list; once the last page is in, nothing, or `end` (a line
 * saying the list is complete).
 */
export default function LoadMore({ query, testId, label, end }: { query: Paged; testId: string; label?: string; end?: string }) {
  const { t } = useI18n();
  if (!query.hasNextPage) return end ? <p className={styles.end}>{end}</p> : null;
  return (
    <div className={styles.more}>
      <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid={testId}>
        {label ?? t('common.loadMore')}
      </Button>
    </div>
  );
}
