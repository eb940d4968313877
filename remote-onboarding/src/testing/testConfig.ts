import { setConfig, type PortalConfig } from '@portal/shared';

export const TEST_API = 'http://api.test';

export const testConfig: PortalConfig = {
  apiBaseUrl: TEST_API,
  firebase: { apiKey: 'test-key', authDomain: 'test.firebaseapp.com', projectId: 'demo-test' },
  contact: { email: 'support@agentportal.test', phone: '+91 80 0000 0000' },
  remotes: [],
};

export function useTestConfig(): void {
  setConfig(testConfig);
}
