import { fixedT, registerCatalogues, useTranslation } from '@portal/shared';
import en from './en';

registerCatalogues('backoffice', en, { hi: () => import('./hi') });

/** This app's texts ('backoffice' namespace) in the current language. */
export const useT = () => useTranslation('backoffice');
/** The same outside components, in whatever language is current when it is called. */
export const t = fixedT('backoffice');
