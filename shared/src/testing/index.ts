/** Helpers for the apps' tests (`@portal/shared/testing`); product code does not import them. */
export { makeBankChange } from './bankChange';
export { deferred } from './deferred';
export { describeExposedPages } from './exposedContract';
export { jsonResponse } from './jsonResponse';
export { switchLanguageForTest, resetLanguage } from './language';
export { englishLeft, type EnglishLeftOptions } from './englishLeft';
export { A_NEW_PAGE } from './aNewPage';
export { TEST_PORTAL_CONFIG } from './testConfig';
