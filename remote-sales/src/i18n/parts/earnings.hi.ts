import type { CatalogueOf } from '@portal/shared';
import type en from './earnings.en';

const hi: CatalogueOf<typeof en> = {};

export default hi;
