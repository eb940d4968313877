import { fixedT, registerCatalogues, useTranslation } from '@portal/shared';
import en from './en';

registerCatalogues('onboarding', en, { hi: () => import('./hi') });

/** This app's texts ('onboarding' namespace) in the current language. */
export const useT = () => useTranslation('onboarding');
/** The same outside components, in whatever language is current when it is called. */
export const t = fixedT('onboarding');
