import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLanguage } from '@portal/shared/testing';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  document.cookie = 'portal_lang=; path=/; max-age=0';
  await resetLanguage();
});
