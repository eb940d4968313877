import { readFileSync } from 'node:fs';
import { IFSC_PATTERN } from '@portal/shared/validation';

/** The shipped IFSC table (tooling/ifsc/refresh.mjs writes it): per bank code, its name and branch codes. */
interface IfscTable {
  source: string;
  published: string | null;
  refreshed: string;
  banks: Record<string, { name: string; branches: string }>;
}

interface BankBranches {
  name: string;
  numeric: [number, number][];
  named: Set<string>;
}

let banks: Map<string, BankBranches> | null = null;

/** Parsed on first use: the table is 400 KB and most processes never check an IFSC. */
function table(): Map<string, BankBranches> {
  if (banks) return banks;
  const raw = JSON.parse(readFileSync(new URL('../data/ifsc.json', import.meta.url), 'utf8')) as IfscTable;
  banks = new Map();
  for (const [code, bank] of Object.entries(raw.banks)) {
    const numeric: [number, number][] = [];
    const named = new Set<string>();
    for (const part of bank.branches.split(',')) {
      const run = /^([0-9a-z]+)(?:-([0-9a-z]+))?$/.exec(part);
      if (run && part === part.toLowerCase()) {
        const from = parseInt(run[1]!, 36);
        numeric.push([from, run[2] ? parseInt(run[2], 36) : from]);
      } else if (part) {
        named.add(part);
      }
    }
    banks.set(code, { name: bank.name, numeric, named });
  }
  return banks;
}

export type IfscCheck = { ok: true; bankName: string } | { ok: false; reason: 'format' | 'bank' | 'branch' };

/**
 * Checks an IFSC against the shipped table: its format, then its bank (the first 4 letters), then its
 * branch (the last 6 characters; an all-digit branch code compares as a number, as the dataset lists it).
 */
export function checkIfsc(ifsc: string): IfscCheck {
  const code = ifsc.toUpperCase();
  if (!IFSC_PATTERN.test(code)) return { ok: false, reason: 'format' };
  const bank = table().get(code.slice(0, 4));
  if (!bank) return { ok: false, reason: 'bank' };
  const branch = code.slice(5);
  const known = /^\d+$/.test(branch)
    ? bank.numeric.some(([from, to]) => Number(branch) >= from && Number(branch) <= to)
    : bank.named.has(branch);
  return known ? { ok: true, bankName: bank.name } : { ok: false, reason: 'branch' };
}
