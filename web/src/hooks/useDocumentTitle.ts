import { useEffect } from 'react';
import { useI18n } from '@/i18n';

/** The browser tab shows `<title> · Verity` in the current language (the product alone without a title). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useI18n();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : `${product} — ${t('app.tagline')}`;
  }, [title, product, t]);
}
