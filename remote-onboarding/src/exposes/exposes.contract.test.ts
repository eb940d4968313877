import { describeExposedPages } from '@portal/shared/testing';
import { exposes } from '../../rspack.config.mjs';

describeExposedPages('remote_onboarding', exposes, (basename) => import(`./${basename}.ts`));
