import { fixedT, registerCatalogues, useTranslation } from '@portal/shared';
import en from './en';

registerCatalogues('sales', en, { hi: () => import('./hi') });

/** This app's texts ('sales' namespace) in the current language. */
export const useT = () => useTranslation('sales');
/** The same outside components, in whatever language is current when it is called. */
export const t = fixedT('sales');
