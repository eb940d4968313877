// Serves a built frontend exactly as its container's nginx does: cache rules, CORS on assets,
// compression, security headers, config.json, and the SPA fallback on the shell only.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { remoteBaseUrl } from './portalConfig.mjs';
import { PRERENDERED_VARIANTS, languageOfCookies, prerenderedPageAt, prerenderedVariantOf } from '../../build/prerender/pages.mjs';
import { contactVars, fetchFragment, renderSsi } from '../../build/prerender/ssi.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // A web app manifest is JSON the browser always reads as UTF-8: its own type, as the spec names it.
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/json|application\/manifest\+json|image\/svg)/;
const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'config.json']);

export function cacheControlFor(relativePath) {
  const base = path.posix.basename(relativePath);
  if (NO_CACHE.has(base)) return 'no-cache';
  if (relativePath.startsWith('static/') && /\.[0-9a-f]{10}\./.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function securityHeaders(isHtml, csp) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...(isHtml
      ? {
          'X-Frame-Options': 'DENY',
          'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
          ...(csp ? { 'Content-Security-Policy': csp } : {}),
        }
      : {}),
  };
}

function pickEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * @param {object} options
 * @param {string} options.root              the app's dist folder
 * @param {boolean} [options.spaFallback]    unknown non-asset paths answer index.html (shell only)
 * @param {() => object} [options.config]    config.json body, read at each request
 * @param {() => string} [options.csp]       Content-Security-Policy for HTML pages
 */
export function createStaticServer({ root, spaFallback = false, config, csp }) {
  const compressed = new Map();

  async function load(relativePath) {
    const file = path.join(root, relativePath);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: await readFile(file), mtime: info.mtimeMs };
    } catch {
      return null;
    }
  }

  /** The page in the language of the request's cookie; its English file when that one is missing. */
  async function loadPrerendered(pathname, cookies) {
    const page = prerenderedPageAt(pathname);
    if (!page) return null;
    return (await load(prerenderedVariantOf(page, languageOfCookies(cookies)).file)) ?? load(page.file);
  }

  /** Compressed bodies are kept per file version (path + mtime); generated bodies are not kept. */
  function encode(body, encoding, cacheKey) {
    const key = cacheKey && `${cacheKey}:${encoding}`;
    const hit = key && compressed.get(key);
    if (hit) return hit;
    const data =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : zlib.gzipSync(body, { level: 6 });
    if (key) compressed.set(key, data);
    return data;
  }

  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      let relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      let body;
      let type;
      let cacheKey = null;
      let prerendered;
      if (relative === 'config.json' && config) {
        body = Buffer.from(JSON.stringify(config(), null, 2));
        type = contentTypes['.json'];
      } else if (config && (prerendered = await loadPrerendered(url.pathname, request.headers.cookie))) {
        // `/`, `/login` of the shell: its HTML in the cookie's language with the remote's pre-rendered
        // page in that language included (SSI).
        body = Buffer.from(await renderPrerendered(prerendered.body.toString('utf8'), config()));
        relative = 'index.html';
        type = contentTypes['.html'];
      } else {
        if (relative === '') relative = 'index.html';
        let file = await load(relative);
        const looksLikeAsset = relative.startsWith('static/') || path.posix.extname(relative) !== '';
        if (!file && spaFallback && !looksLikeAsset) {
          relative = 'index.html';
          file = await load(relative);
        }
        if (!file) {
          response.writeHead(404, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Access-Control-Allow-Origin': '*',
            ...securityHeaders(false),
          });
          response.end(request.method === 'HEAD' ? undefined : 'Not found');
          return;
        }
        body = file.body;
        cacheKey = `${relative}:${file.mtime}`;
        type = contentTypes[path.posix.extname(relative)] ?? 'application/octet-stream';
      }
      const isHtml = type.startsWith('text/html');
      const headers = {
        'Content-Type': type,
        'Cache-Control': cacheControlFor(relative),
        'Access-Control-Allow-Origin': '*',
        // The pre-rendered pages differ by the language cookie.
        Vary: prerendered ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
        ...securityHeaders(isHtml, isHtml && csp ? csp() : undefined),
      };
      const encoding = compressible.test(type) && body.length > 1024 ? pickEncoding(request.headers['accept-encoding']) : null;
      const payload = encoding ? encode(body, encoding, cacheKey) : body;
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = payload.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : payload);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Internal error');
    }
  });
}

/** A pre-rendered page of the shell as its container's nginx serves it (tooling/lib/renderFrontend.mjs). */
function renderPrerendered(template, config) {
  return renderSsi(template, {
    include: async (virtual) => {
      const page = PRERENDERED_VARIANTS.find((candidate) => candidate.fragmentPath === virtual);
      const remote = page && config.remotes.find((candidate) => candidate.name === page.remote);
      return remote ? fetchFragment(remoteBaseUrl(remote), config.apiBaseUrl, { file: page.fragmentFile }) : '';
    },
    vars: contactVars(config.contact),
  });
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export function close(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
