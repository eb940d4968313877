import { useT } from '../../../i18n';

/** The four product categories of the landing page and what their panels say. */
export type ProductId = 'health' | 'life' | 'car' | 'scooter';

/** The categories in the order the page shows them (the hero's floating icons cycle through them too). */
export const PRODUCT_IDS: readonly ProductId[] = ['health', 'life', 'car', 'scooter'];

export interface ProductFeature {
  title: string;
  detail: string;
}

export interface Product {
  id: ProductId;
  title: string;
  tagline: string;
  description: string;
  features: readonly [ProductFeature, ProductFeature, ProductFeature, ProductFeature];
}

/** The four products with their texts in the current language. */
export function useProducts(): readonly Product[] {
  const { t } = useT();
  return [
    {
      id: 'health',
      title: t('products.health.title'),
      tagline: t('products.health.tagline'),
      description: t('products.health.description'),
      features: [
        { title: t('products.health.family.title'), detail: t('products.health.family.detail') },
        { title: t('products.health.senior.title'), detail: t('products.health.senior.detail') },
        { title: t('products.health.critical.title'), detail: t('products.health.critical.detail') },
        { title: t('products.health.accident.title'), detail: t('products.health.accident.detail') },
      ],
    },
    {
      id: 'life',
      title: t('products.life.title'),
      tagline: t('products.life.tagline'),
      description: t('products.life.description'),
      features: [
        { title: t('products.life.income.title'), detail: t('products.life.income.detail') },
        { title: t('products.life.debts.title'), detail: t('products.life.debts.detail') },
        { title: t('products.life.education.title'), detail: t('products.life.education.detail') },
        { title: t('products.life.expenses.title'), detail: t('products.life.expenses.detail') },
      ],
    },
    {
      id: 'car',
      title: t('products.car.title'),
      tagline: t('products.car.tagline'),
      description: t('products.car.description'),
      features: [
        { title: t('products.car.zeroDep.title'), detail: t('products.car.zeroDep.detail') },
        { title: t('products.car.roadside.title'), detail: t('products.car.roadside.detail') },
        { title: t('products.car.claims.title'), detail: t('products.car.claims.detail') },
        { title: t('products.car.ncb.title'), detail: t('products.car.ncb.detail') },
      ],
    },
    {
      id: 'scooter',
      title: t('products.scooter.title'),
      tagline: t('products.scooter.tagline'),
      description: t('products.scooter.description'),
      features: [
        { title: t('products.scooter.accident.title'), detail: t('products.scooter.accident.detail') },
        { title: t('products.scooter.thirdParty.title'), detail: t('products.scooter.thirdParty.detail') },
        { title: t('products.scooter.claims.title'), detail: t('products.scooter.claims.detail') },
        { title: t('products.scooter.addOns.title'), detail: t('products.scooter.addOns.detail') },
      ],
    },
  ];
}
