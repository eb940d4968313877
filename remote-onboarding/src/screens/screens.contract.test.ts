import { describeExposedPages } from '@portal/shared/testing';

describeExposedPages('remote_onboarding', (screen) => import(/* @vite-ignore */ `${import.meta.dirname}/${screen}.tsx`));
