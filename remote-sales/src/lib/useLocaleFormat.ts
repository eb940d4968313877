import { useMemo } from 'react';
import { formatCount, formatDateIN, localeOf, useLanguage } from '@portal/shared';

/**
 * Dates and counts in the current language's locale (en-IN, hi-IN), for components: they render again
 * when the language changes. Rupee amounts keep `formatRupees`/`formatPaise`, the same in every language.
 */
export function useLocaleFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = localeOf(language);
    return {
      locale,
      date: (isoDate: string | null | undefined) => formatDateIN(isoDate, locale),
      count: (value: number) => formatCount(value, locale),
    };
  }, [language]);
}
