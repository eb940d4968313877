export * from './i18n';
export type { Catalogue, CatalogueOf, CatalogueLoader } from './catalogue';
