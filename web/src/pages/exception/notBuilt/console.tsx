import NotBuilt from '@/components/NotBuilt';
import PageHeader from '@/components/PageHeader';
import { useI18n, type MessageKey } from '@/i18n';
import common from '@/components/common.module.css';

/** Route element for a console screen a later issue builds: page header, then the placeholder. */
export default function ConsoleNotBuiltPage({ screen }: { screen: MessageKey }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t(screen)} />
      <div className={common.panel}>
        <NotBuilt screen={screen} console />
      </div>
    </>
  );
}
