// The four frontends, their folders and default ports: one list for build, start, dev and tests.
import path from 'node:path';

export const rootDir = path.resolve(import.meta.dirname, '..', '..');

export const frontends = [
  { dir: 'shell', name: 'shell', port: 3000, isHost: true },
  { dir: 'remote-landing', name: 'remote_landing', port: 3001 },
  { dir: 'remote-onboarding', name: 'remote_onboarding', port: 3002 },
  { dir: 'remote-sales', name: 'remote_sales', port: 3003 },
];

export const distDir = (frontend) => path.join(rootDir, frontend.dir, 'dist');
