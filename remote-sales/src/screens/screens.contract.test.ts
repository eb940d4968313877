import { describeExposedPages } from '@portal/shared/testing';

describeExposedPages('remote_sales', (screen) => import(/* @vite-ignore */ `${import.meta.dirname}/${screen}.tsx`));
