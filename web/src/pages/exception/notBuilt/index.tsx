import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import NotBuilt from '@/components/NotBuilt';
import PublicShell from '@/components/PublicShell';
import { useI18n, type MessageKey } from '@/i18n';

/** Route element for a public screen a later issue builds (the console's is ./console). */
export default function NotBuiltPage({ screen }: { screen: MessageKey }) {
  const { t } = useI18n();
  useDocumentTitle(t(screen));
  return (
    <PublicShell>
      <NotBuilt screen={screen} />
    </PublicShell>
  );
}
