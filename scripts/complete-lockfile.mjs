#!/usr/bin/env node
// The npm registry reachable here lacks some platform builds (e.g. @rspack/binding-darwin-*), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock ("Missing
// from lock file"). This adds an entry for each missing optional platform package, marked with the
// os/cpu its name states, so npm ci skips it on other platforms and fetches it where it applies.
// Run after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'wasm32'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasi'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[nested] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue;
    packages[hoisted] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} missing optional platform package(s)`);
