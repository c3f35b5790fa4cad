import { hasMessage, type Translate } from '@/i18n';

/** The actor as the server writes it: a masked phone, or `Platform review` for the platform's decision. */
export function auditActor(actor: string, t: Translate): string {
  return actor === 'Platform review' ? t('audit.actor.platform') : actor;
}

/**
 * An audit entry's detail in the reader's language. The server writes member changes as
 * `<masked phone> as <role>` and `<masked phone>: <role> → <role>` (role codes); other details
 * (an enterprise name, a contract version) read as written.
 */
export function auditDetail(detail: string, t: Translate): string {
  const role = (r: string) => {
    const key = `role.${r}`;
    return hasMessage(key) ? t(key) : r;
  };
  const joined = /^(\S+) as (owner|admin|operator|viewer)$/.exec(detail);
  if (joined) return t('audit.detail.as', { who: joined[1], role: role(joined[2]) });
  const changed = /^(\S+): (owner|admin|operator|viewer) → (owner|admin|operator|viewer)$/.exec(detail);
  if (changed) return t('audit.detail.changed', { who: changed[1], from: role(changed[2]), to: role(changed[3]) });
  return detail;
}
