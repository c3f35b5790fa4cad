import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { catalogQuery, itemName } from './service';

/** An item code's name in the current language (the code itself until the catalogue arrives). */
export function useCatalogNames(): (code: string) => string {
  const { locale } = useI18n();
  const catalog = useQuery(catalogQuery);
  return useCallback(
    (code: string) => {
      const item = catalog.data?.find((c) => c.code === code);
      return item ? itemName(item, locale) : code;
    },
    [catalog.data, locale],
  );
}
