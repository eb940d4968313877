import { urlsToHandOver } from './register';

const remotes = [
  { name: 'remote_landing', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
  { name: 'remote_sales', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
];

describe('what the page hands over to the first service worker', () => {
  it('config.json and the page first, then the federation files and hashed chunks it loaded; never the API nor Firebase', () => {
    const loaded = [
      'http://127.0.0.1:3000/static/js/main.82cb8c4653.js',
      'http://127.0.0.1:3000/config.json',
      'http://127.0.0.1:3003/mf-manifest.json',
      'http://127.0.0.1:3003/remoteEntry.js',
      'http://127.0.0.1:3003/static/js/875.0a1b2c3d4e.js',
      'http://127.0.0.1:3003/static/js/875.0a1b2c3d4e.js',
      'http://127.0.0.1:4000/sales?page=1',
      'http://127.0.0.1:4000/account/profile',
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key',
    ];
    const [first, rest] = urlsToHandOver(loaded, 'http://127.0.0.1:3000/sales', remotes);
    expect(first).toEqual(['http://127.0.0.1:3000/config.json', ['http://127.0.0.1:3000/sales', { headers: { Accept: 'text/html' } }]]);
    expect(rest).toEqual([
      'http://127.0.0.1:3000/static/js/main.82cb8c4653.js',
      'http://127.0.0.1:3003/mf-manifest.json',
      'http://127.0.0.1:3003/remoteEntry.js',
      'http://127.0.0.1:3003/static/js/875.0a1b2c3d4e.js',
    ]);
  });
});
