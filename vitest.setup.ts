import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLanguage } from '@portal/shared/testing';
import { queryClient } from '@portal/shared/data';

afterEach(async () => {
  cleanup();
  // One cache for the whole portal: each test starts without the last one's answers.
  queryClient.clear();
  localStorage.clear();
  document.cookie = 'portal_lang=; path=/; max-age=0';
  await resetLanguage();
});
