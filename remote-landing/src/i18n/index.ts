import { fixedT, registerCatalogues, useTranslation } from '@portal/shared';
import en from './en';

registerCatalogues('landing', en, { hi: () => import('./hi') });

/** This app's texts ('landing' namespace) in the current language. */
export const useT = () => useTranslation('landing');
/** The same outside components, in whatever language is current when it is called. */
export const t = fixedT('landing');
