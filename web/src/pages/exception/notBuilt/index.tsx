import NotBuilt from '../../../components/NotBuilt';
import PublicShell from '../../../components/PublicShell';
import type { MessageKey } from '../../../i18n';

/** Route element for a screen a later issue builds; `shell` adds the public header. */
export default function NotBuiltPage({ screen, shell = false }: { screen: MessageKey; shell?: boolean }) {
  return shell ? (
    <PublicShell>
      <NotBuilt screen={screen} />
    </PublicShell>
  ) : (
    <NotBuilt screen={screen} />
  );
}
