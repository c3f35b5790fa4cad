import { Button } from 'antd';
import { useI18n } from '@/i18n';
import styles from './index.module.css';

/** What a paged (infinite) query offers the button. */
interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a cursor-paged list; nothing once the last page is in. */
export default function LoadMore({ query, testId }: { query: Paged; testId: string }) {
  const { t } = useI18n();
  if (!query.hasNextPage) return null;
  return (
    <div className={styles.more}>
      <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid={testId}>
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
