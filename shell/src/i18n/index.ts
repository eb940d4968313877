import { fixedT, registerCatalogues, useTranslation } from '@portal/shared';
import en from './en';

registerCatalogues('shell', en, { hi: () => import('./hi') });

/** This app's texts ('shell' namespace) in the current language. */
export const useT = () => useTranslation('shell');
/** The same outside components, in whatever language is current when it is called. */
export const t = fixedT('shell');
