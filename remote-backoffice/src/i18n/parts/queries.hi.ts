import type { CatalogueOf } from '@portal/shared';
import type en from './queries.en';

/** The 'backoffice' namespace's payout queries part in Hindi (see queries.en.ts). */
const hi: CatalogueOf<typeof en> = {
  queries: {
    title: 'पेआउट प्रश्न',
    intro: 'एजेंट अपने पेआउट के बारे में जो पूछते हैं। समय-सीमा पार कर चुके प्रश्न पहले, फिर सबसे पुराने।',
  },
};

export default hi;
