import { fixedT, registerCatalogues, useTranslation } from '@portal/shared';
import en from './en';

// A named chunk, so that the server can preload it on a page it serves in Hindi.
registerCatalogues('shell', en, { hi: () => import(/* webpackChunkName: "i18n-shell-hi" */ './hi') });

/** This app's texts ('shell' namespace) in the current language. */
export const useT = () => useTranslation('shell');
/** The same outside components, in whatever language is current when it is called. */
export const t = fixedT('shell');
