import { describeExposedPages } from '@portal/shared/testing';

describeExposedPages('remote_landing', (screen) => import(/* @vite-ignore */ `${import.meta.dirname}/${screen}.tsx`));
