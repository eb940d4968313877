import { getConfig } from '../config/runtimeConfig';
import { getIdToken } from '../firebase/firebaseAuth';
import { createApiClient } from './apiClient';

/** The portal's API client: base URL from config.json, bearer token from the signed-in user. */
export const portalApi = createApiClient({
  baseUrl: () => getConfig().apiBaseUrl,
  getToken: getIdToken,
});
