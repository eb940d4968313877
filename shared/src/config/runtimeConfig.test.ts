import { ConfigError, loadConfig, getConfig, parseConfig } from './runtimeConfig';

const valid = {
  apiBaseUrl: 'https://api.example.in/',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  contact: { email: 'care@example.in', phone: '+91 80 1234 5678' },
  remotes: [{ name: 'remote_landing', entry: 'https://landing.example.in/mf-manifest.json' }],
};

describe('runtime config', () => {
  it('accepts a valid config.json and trims the API base URL', () => {
    expect(parseConfig(valid)).toMatchObject({ apiBaseUrl: 'https://api.example.in', remotes: valid.remotes });
  });

  it.each([
    [{ ...valid, apiBaseUrl: '' }, 'apiBaseUrl'],
    [{ ...valid, firebase: null }, 'firebase'],
    [{ ...valid, remotes: {} }, 'remotes'],
    [{ ...valid, remotes: [{ name: 'x' }] }, 'remotes[0].entry'],
    [{ ...valid, contact: { email: 'a' } }, 'contact.phone'],
    [{ ...valid, authEmulatorUrl: 9099 }, 'authEmulatorUrl'],
  ])('names the bad field', (raw, field) => {
    expect(() => parseConfig(raw)).toThrow(ConfigError);
    expect(() => parseConfig(raw)).toThrow(field);
  });

  it('loads config.json over HTTP and makes it available to every app', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(valid)));
    await loadConfig('/config.json', fetchMock);
    expect(getConfig().contact.email).toBe('care@example.in');
  });

  it('reports an HTTP failure to load config.json', async () => {
    await expect(loadConfig('/config.json', async () => new Response('', { status: 404 }))).rejects.toThrow('HTTP 404');
  });
});
