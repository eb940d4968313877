/** A message catalogue: nested objects whose leaves are the texts. */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/**
 * The shape of another language's catalogue for an English one: the same keys, every leaf a string.
 * A key missing from the translation, or one the English catalogue does not have, is a compile error.
 */
export type CatalogueOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };

/** A catalogue module loaded on demand: `() => import('./hi')`. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>;
