import { fixedT, registerCatalogues, useTranslation } from '../i18n';
import en from './en';

// A named chunk, so that the server can preload it on a page it serves in Hindi.
registerCatalogues('common', en, { hi: () => import(/* webpackChunkName: "i18n-common-hi" */ './hi') });

/** The 'common' namespace: the error catalogue and the shared code's own texts. */
export const useCommonT = () => useTranslation('common');
export const tCommon = fixedT('common');
