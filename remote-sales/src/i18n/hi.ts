import type { CatalogueOf } from '@portal/shared';
import core from './parts/core.hi';
import earnings from './parts/earnings.hi';
import queries from './parts/queries.hi';
import type en from './en';

const hi: CatalogueOf<typeof en> = { ...core, ...earnings, ...queries };

export default hi;
