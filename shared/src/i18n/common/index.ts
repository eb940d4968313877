import { fixedT, registerCatalogues, useTranslation } from '../i18n';
import en from './en';

registerCatalogues('common', en, { hi: () => import('./hi') });

/** The 'common' namespace: the specification's error catalogue and the shared code's own texts. */
export const useCommonT = () => useTranslation('common');
export const tCommon = fixedT('common');
