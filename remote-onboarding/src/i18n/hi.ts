import type { CatalogueOf } from '@portal/shared';
import type en from './en';

const hi: CatalogueOf<typeof en> = {};

export default hi;
