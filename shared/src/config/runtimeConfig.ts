/**
 * Runtime configuration: the shell fetches `/config.json` at start; remotes read it from here.
 * Moving a remote or the API is a change to config.json only — nothing here is baked in at build time.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface RemoteConfig {
  /** Module Federation container name, e.g. `remote_landing`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
}

export interface PortalConfig {
  apiBaseUrl: string;
  firebase: FirebaseWebConfig;
  /** Set only for local runs against the Firebase Auth emulator, e.g. `http://127.0.0.1:9099`. */
  authEmulatorUrl?: string;
  contact: { email: string; phone: string };
  remotes: RemoteConfig[];
}

let current: PortalConfig | null = null;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of a parsed config.json; throws a ConfigError naming the first bad field. */
export function parseConfig(raw: unknown): PortalConfig {
  if (!isRecord(raw)) throw new ConfigError('config.json must be a JSON object');
  const str = (obj: Record<string, unknown>, key: string, where: string): string => {
    const value = obj[key];
    if (typeof value !== 'string' || value.length === 0) {
      throw new ConfigError(`config.json: ${where}${key} must be a non-empty string`);
    }
    return value;
  };
  const firebase = raw['firebase'];
  if (!isRecord(firebase)) throw new ConfigError('config.json: firebase must be an object');
  const contact = raw['contact'];
  if (!isRecord(contact)) throw new ConfigError('config.json: contact must be an object');
  const remotes = raw['remotes'];
  if (!Array.isArray(remotes)) throw new ConfigError('config.json: remotes must be an array');
  const emulator = raw['authEmulatorUrl'];
  if (emulator !== undefined && typeof emulator !== 'string') {
    throw new ConfigError('config.json: authEmulatorUrl must be a string when present');
  }
  return {
    apiBaseUrl: str(raw, 'apiBaseUrl', '').replace(/\/+$/, ''),
    firebase: {
      apiKey: str(firebase, 'apiKey', 'firebase.'),
      authDomain: str(firebase, 'authDomain', 'firebase.'),
      projectId: str(firebase, 'projectId', 'firebase.'),
      ...(typeof firebase['appId'] === 'string' ? { appId: firebase['appId'] } : {}),
    },
    ...(emulator ? { authEmulatorUrl: emulator } : {}),
    contact: { email: str(contact, 'email', 'contact.'), phone: str(contact, 'phone', 'contact.') },
    remotes: remotes.map((remote, index) => {
      if (!isRecord(remote)) throw new ConfigError(`config.json: remotes[${index}] must be an object`);
      return {
        name: str(remote, 'name', `remotes[${index}].`),
        entry: str(remote, 'entry', `remotes[${index}].`),
      };
    }),
  };
}

export async function loadConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  // The server sends config.json with Cache-Control: no-cache; a plain request can reuse the
  // page's <link rel="preload"> of it.
  const response = await fetchImpl(url);
  if (!response.ok) throw new ConfigError(`Could not load ${url} (HTTP ${response.status})`);
  const config = parseConfig(await response.json());
  setConfig(config);
  return config;
}

export function setConfig(config: PortalConfig): void {
  current = config;
}

export function getConfig(): PortalConfig {
  if (!current) throw new ConfigError('Portal configuration has not been loaded yet');
  return current;
}
