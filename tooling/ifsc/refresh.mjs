#!/usr/bin/env node
/**
 * Refreshes api/src/data/ifsc.json, the IFSC table the API checks payout accounts against, from
 * Razorpay's IFSC dataset as published in the `ifsc` npm package (MIT). The package is fetched with
 * `npm pack` into a temporary folder, never installed: the portal does not depend on it.
 *
 *   node tooling/ifsc/refresh.mjs            # the latest published version
 *   node tooling/ifsc/refresh.mjs 2.0.50     # a given version
 *   node tooling/ifsc/refresh.mjs --from /path/to/unpacked/package
 *
 * The table keeps, per bank code, the bank's name and its branch codes: numeric branch codes as runs of
 * consecutive numbers in base 36 ("1rm5-1rmo"), the others as they are; comma-separated.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../api/src/data/ifsc.json');

function unpacked(args) {
  const from = args.indexOf('--from');
  if (from >= 0) return { dir: args[from + 1], cleanup: () => {} };
  const spec = args[0] ? `ifsc@${args[0]}` : 'ifsc';
  const tmp = mkdtempSync(join(tmpdir(), 'ifsc-'));
  const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: tmp, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', file], { cwd: tmp });
  return { dir: join(tmp, 'package'), cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

export function compactTable(branchesByBank, names) {
  const banks = {};
  for (const code of Object.keys(branchesByBank).sort()) {
    const list = branchesByBank[code];
    const numbers = [...new Set(list.filter((b) => typeof b === 'number'))].sort((a, b) => a - b);
    const others = [...new Set(list.filter((b) => typeof b !== 'number').map(String))].sort();
    const runs = [];
    for (let i = 0; i < numbers.length;) {
      let j = i;
      while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
      runs.push(i === j ? numbers[i].toString(36) : `${numbers[i].toString(36)}-${numbers[j].toString(36)}`);
      i = j + 1;
    }
    banks[code] = { name: names[code] ?? code, branches: [...runs, ...others].join(',') };
  }
  return banks;
}

const { dir, cleanup } = unpacked(process.argv.slice(2));
try {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const branchesByBank = JSON.parse(readFileSync(join(dir, 'src/IFSC.json'), 'utf8'));
  const names = JSON.parse(readFileSync(join(dir, 'src/banknames.json'), 'utf8'));
  let published = null;
  try {
    published =
      JSON.parse(execFileSync('npm', ['view', `ifsc@${pkg.version}`, 'time', '--json'], { encoding: 'utf8' }))[pkg.version] ?? null;
  } catch {
    // Offline with --from: the date of the refresh stands in.
  }
  const table = {
    source: `Razorpay IFSC dataset, npm package ifsc@${pkg.version} (MIT, https://github.com/razorpay/ifsc)`,
    published: published ? published.slice(0, 10) : null,
    refreshed: new Date().toISOString().slice(0, 10),
    banks: compactTable(branchesByBank, names),
  };
  writeFileSync(OUT, `${JSON.stringify(table)}\n`);
  const count = Object.values(branchesByBank).reduce((n, list) => n + list.length, 0);
  console.log(`${OUT}: ${Object.keys(table.banks).length} banks, ${count} branches, from ifsc@${pkg.version}`);
} finally {
  cleanup();
}
