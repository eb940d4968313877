import type { CatalogueOf } from '@portal/shared';
import type en from './core.en';

const hi: CatalogueOf<typeof en> = {};

export default hi;
