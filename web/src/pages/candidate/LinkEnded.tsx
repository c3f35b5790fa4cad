// The link texts (share.*) come with the candidate texts.
import './messages';
import AuthShell from '@/components/AuthShell';
import { useI18n, type MessageKey } from '@/i18n';
import Notice from './Notice';
import * as ErrorCode from '@/services/errorCodes';

/**
 * A link that cannot be opened, in plain words: no form to fill in.
 * The pages behind links import it from here rather than with the phone check's form.
 */
export function LinkEnded({ code }: { code: number }) {
  const { t } = useI18n();
  const [title, text]: [MessageKey, MessageKey] =
    code === ErrorCode.ShareLinkExpired
      ? ['share.expired', 'share.expiredText']
      : code === ErrorCode.ShareLinkRevoked
        ? ['share.revoked', 'share.revokedText']
        : ['share.invalid', 'share.invalidText'];
  return (
    <AuthShell title={t(title)}>
      <Notice tone="warning" title={t(title)} text={t(text)} testId={`link-ended-${code}`} />
    </AuthShell>
  );
}
