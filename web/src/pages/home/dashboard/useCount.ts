import { useMemo } from 'react';
import { useI18n } from '@/i18n';

/** Counts as the current language writes them (`1,234`). */
export function useCount(): (n: number) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (n: number) => format.format(n);
  }, [locale]);
}
