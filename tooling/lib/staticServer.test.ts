import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGES, prerenderedPagesOf } from '../../shared/src/topology.mjs';
import { close, createStaticServer, listen } from './staticServer.mjs';

// The shell's server of `npm start`: every page's address, opened or reloaded, answers the app, also a
// route with parameters (`/verify/POSP-2026-000123`); a missing asset stays a 404.
const APP = '<!doctype html><div id="root"></div>';

/** A route's address with each parameter given a value, as a link or a reload would ask for it. */
const addressOf = (route: string) => route.replace(/:(\w+)\??/g, (_match, name: string) => (name === 'number' ? 'POSP-2026-000123' : 'x1'));

describe("the shell's static server", () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-static-'));
    mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), APP);
    server = createStaticServer({ root, spaFallback: true });
    await listen(server, 0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await close(server);
    rmSync(root, { recursive: true, force: true });
  });

  const prerendered = new Set(prerenderedPagesOf().map((page) => page.route));
  const routes = PAGES.map((page): string => page.route).filter((route) => !prerendered.has(route));

  it.each(routes.map((route) => [addressOf(route)]))('%s answers the app', async (address) => {
    const response = await fetch(`${base}${address}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(APP);
  });

  it('a route with a parameter is among them, with and without its optional parameter', async () => {
    expect(routes).toContain('/verify/:number?');
    for (const address of ['/verify', '/verify/POSP-2026-000123']) expect((await fetch(`${base}${address}`)).status).toBe(200);
  });

  it('a web app manifest is application/manifest+json, revalidated on every use; a missing one is a 404', async () => {
    writeFileSync(path.join(root, 'manifest.hi.webmanifest'), JSON.stringify({ name: 'एजेंट पोर्टल', description: 'x'.repeat(2000) }));
    const response = await fetch(`${base}/manifest.hi.webmanifest`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(((await response.json()) as { name: string }).name).toBe('एजेंट पोर्टल');
    expect((await fetch(`${base}/manifest.xx.webmanifest`)).status).toBe(404);
  });

  it('the service worker is JavaScript revalidated on every use (a new one is found at the next visit); a missing one is a 404, never the app', async () => {
    writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const response = await fetch(`${base}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    rmSync(path.join(root, 'sw.js'));
    const missing = await fetch(`${base}/sw.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toBe(APP);
  });

  it('a missing asset is a 404, never the app', async () => {
    const response = await fetch(`${base}/static/js/main.0123456789.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toBe(APP);
  });
});
