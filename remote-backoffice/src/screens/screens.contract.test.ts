import { describeExposedPages } from '@portal/shared/testing';

describeExposedPages('remote_backoffice', (screen) => import(/* @vite-ignore */ `${import.meta.dirname}/${screen}.tsx`));
