import fc from 'fast-check';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '@portal/shared/validation';
import { configFromEnv } from '../src/config.js';
import { decrypt, encrypt } from '../src/services/crypto.js';
import { csvRow, parseCsv } from '../src/services/csv.js';
import { parseInvite } from '../src/services/invites.js';
import { maskAadhaar, maskBankAccount, maskPan } from '../src/services/mask.js';
import { retryDelaySeconds } from '../src/services/outbox.js';
import { decodeCursor, encodeCursor } from '../src/modules/sales/queries.js';
import { pdfText } from './helpers/pdfText.js';

const key = Buffer.alloc(32, 7);

describe('masks', () => {
  it('show only the last digits', () => {
    expect(maskAadhaar('2341 2341 2346')).toBe('XXXX XXXX 2346');
    expect(maskBankAccount('123456789012')).toBe('••••9012');
    expect(maskPan('abcde1234f')).toBe('ABXXXXX34F');
    expect([maskAadhaar(null), maskBankAccount(null), maskPan(null)]).toEqual([null, null, null]);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (digits) => {
        const masked = maskAadhaar(digits)!;
        expect(masked.replace(/\D/g, '')).toBe(digits.slice(-4));
      }),
    );
  });
});

describe('encryption at rest', () => {
  it('round-trips, randomises, and detects tampering or a wrong key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (plain) => {
        expect(decrypt(key, encrypt(key, plain))).toBe(plain);
      }),
    );
    const a = encrypt(key, '234123412346')!;
    expect(a).not.toBe(encrypt(key, '234123412346'));
    expect(a).not.toContain('2346');
    const parts = a.split('.');
    parts[3] = Buffer.from('x').toString('base64url') + parts[3]!.slice(2);
    expect(() => decrypt(key, parts.join('.'))).toThrow();
    expect(() => decrypt(Buffer.alloc(32, 8), a)).toThrow();
    expect(encrypt(key, '')).toBeNull();
  });
});

describe('cursor', () => {
  it('round-trips and rejects junk with a 400', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (d, n) => {
          const c = { riskStart: d.toISOString().slice(0, 10), srNo: n.toString() };
          expect(decodeCursor(encodeCursor(c))).toEqual(c);
        },
      ),
    );
    for (const junk of [
      '',
      'abc',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["2025-01-01","1; drop"]').toString('base64url'),
    ]) {
      expect(() => decodeCursor(junk)).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
  });
});

describe('invites', () => {
  it('parse only correctly signed tokens', () => {
    expect(parseInvite('s', 'nope')).toBeNull();
    expect(parseInvite('s', '1.abc.def')).toBeNull();
  });
});

/** The cells of each row, or the problem of a row that is not valid CSV. */
const csvCells = (text: string) => parseCsv(text).map((r) => ('cells' in r ? r.cells : r.problem));

describe('CSV parser', () => {
  it('parses what a spreadsheet writes, with line numbers', () => {
    const cell = fc.string().filter((s) => !s.includes('\r'));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (table) => {
        const rows = table.filter((r) => r.some((c) => c !== ''));
        const text = rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');
        expect(csvCells(text)).toEqual(rows);
      }),
    );
    expect(parseCsv('a,b\n"x\ny",2\n\nz,3').map((r) => r.line)).toEqual([1, 2, 5]);
  });
});

describe('pdfText (test helper)', () => {
  it('reads a stream by its length, also when its compressed bytes end in a line break', () => {
    const object = (id: number, dict: string, data?: Buffer) =>
      data
        ? Buffer.concat([
            Buffer.from(`${id} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`),
            data,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${id} 0 obj\n<< ${dict} >>\nendobj\n`);
    const toUnicode = deflateSync('beginbfchar\n<0001> <0041>\nendbfchar');
    // Spaces before the text operators until the compressed content ends in a carriage return.
    let content = deflateSync('/F1 9 Tf <0001> Tj');
    for (let pad = 1; content[content.length - 1] !== 0x0d; pad++) content = deflateSync(`${' '.repeat(pad)}/F1 9 Tf <0001> Tj`);
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      object(1, '/Type /Font /Subtype /Type0 /ToUnicode 2 0 R'),
      object(2, '/Filter /FlateDecode', toUnicode),
      object(3, '/Font << /F1 1 0 R >> /Filter /FlateDecode', content),
    ]);
    expect(pdfText(pdf)).toBe('A\n');
  });

  it('reads a line as the shows from one text position to the next: TJ arrays, and ActualText in place of its glyphs', () => {
    const object = (id: number, dict: string, data?: Buffer) =>
      data
        ? Buffer.concat([
            Buffer.from(`${id} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`),
            data,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${id} 0 obj\n<< ${dict} >>\nendobj\n`);
    // As the engine writes कि: CID 2, drawn first, stands for क and CID 1 for the i-matra. 3 is इ, 4 a mark standing for nothing, 5 a space.
    const toUnicode = deflateSync('4 beginbfchar\n<0001> <093F>\n<0002> <0915>\n<0003> <0907>\n<0005> <0020>\nendbfchar');
    const content = deflateSync(
      [
        'BT',
        '/F1 9 Tf',
        '1 0 0 1 10 10 Tm',
        '[<0002> -20 <0001>] TJ',
        '<0005> Tj',
        '/Span <</ActualText <FEFF0908>>> BDC',
        '[<00030004>] TJ',
        'EMC',
        '1 0 0 1 10 30 Tm',
        '<0003> Tj',
        'ET',
      ].join('\n'),
    );
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      object(1, '/Type /Font /Subtype /Type0 /ToUnicode 2 0 R'),
      object(2, '/Filter /FlateDecode', toUnicode),
      object(3, '/Font << /F1 1 0 R >> /Filter /FlateDecode', content),
    ]);
    expect(pdfText(pdf)).toBe('कि ई\nइ\n');
  });
});

describe('CSV writer', () => {
  it('writes rows the parser reads back, text a spreadsheet would run prefixed with a quote, numbers as they are', () => {
    expect(csvRow(['=SUM(A1)', '+1 phone', '-x', '@cmd', '-1234.05', '42', 7, null, 'a "b", c'])).toBe(
      `'=SUM(A1),'+1 phone,'-x,'@cmd,-1234.05,42,7,,"a ""b"", c"\r\n`,
    );
    const safe = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s) && !s.includes('\r'));
    fc.assert(
      fc.property(fc.array(safe, { minLength: 2, maxLength: 4 }), (cells) => {
        fc.pre(cells.some((c) => c !== ''));
        expect(csvCells(csvRow(cells))).toEqual([cells]);
      }),
      { seed: 17 },
    );
  });
});

describe('formatting and settings', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatRupees('1234567.5')).toBe('₹12,34,567.50');
    expect(formatRupees('999.00')).toBe('₹999');
    expect(formatRupees('100000')).toBe('₹1,00,000');
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([5, 10, 20]);
    expect(retryDelaySeconds(40)).toBe(3600);
  });

  it('refuses production without secrets; defaults allow the portal origins', () => {
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/INVITE_SECRET/);
    expect(() => configFromEnv({ NODE_ENV: 'production', INVITE_SECRET: 'x', DATA_ENCRYPTION_KEY: 'short' })).toThrow(/32 bytes/);
    const prod = configFromEnv({ NODE_ENV: 'production', INVITE_SECRET: 'x', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(prod.encryptionKey).toHaveLength(32);
    const dev = configFromEnv({});
    for (const port of [3000, 3001, 3002, 3003]) expect(dev.portalOrigins).toContain(`http://127.0.0.1:${port}`);
    expect(configFromEnv({ PORTAL_ORIGINS: 'https://a.in, https://b.in' }).portalOrigins).toEqual(['https://a.in', 'https://b.in']);
  });

  it('runs the renewal reminders hourly unless REMINDERS_INTERVAL_MS says otherwise (0: never)', () => {
    expect(configFromEnv({}).remindersIntervalMs).toBe(3_600_000);
    expect(configFromEnv({ REMINDERS_INTERVAL_MS: '0' }).remindersIntervalMs).toBe(0);
    expect(configFromEnv({ REMINDERS_INTERVAL_MS: '60000' }).remindersIntervalMs).toBe(60_000);
    for (const bad of ['-1', '1.5', 'hourly']) expect(() => configFromEnv({ REMINDERS_INTERVAL_MS: bad })).toThrow(/REMINDERS_INTERVAL_MS/);
  });

  it('trusts the Auth emulator (unsigned ID tokens) only with DEMO_SIGN_IN=true, and never in production', () => {
    const production = { NODE_ENV: 'production', INVITE_SECRET: 'x', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
    const host = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    // The emulator's host alone: refused, naming the variable to set.
    expect(() => configFromEnv(host)).toThrow(/Set DEMO_SIGN_IN=true/);
    expect(() => configFromEnv({ ...host, NODE_ENV: 'demo', DEMO_SIGN_IN: 'false' })).toThrow(/Set DEMO_SIGN_IN=true/);
    expect(() => configFromEnv({ ...host, DEMO_SIGN_IN: '1' })).toThrow(/DEMO_SIGN_IN=1: set it to true/);
    // The opt-in with NODE_ENV=production: refused, with or without the host; the host alone there too.
    expect(() => configFromEnv({ ...production, ...host, DEMO_SIGN_IN: 'true' })).toThrow(/DEMO_SIGN_IN=true with NODE_ENV=production/);
    expect(() => configFromEnv({ ...production, DEMO_SIGN_IN: 'true' })).toThrow(/DEMO_SIGN_IN=true with NODE_ENV=production/);
    expect(() => configFromEnv({ ...production, ...host })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production/);
    // Outside production, host and opt-in: accepted, and flagged.
    expect(configFromEnv({ ...host, DEMO_SIGN_IN: 'true' }).demoSignIn).toBe(true);
    expect(configFromEnv({ ...host, NODE_ENV: 'demo', DEMO_SIGN_IN: 'true' }).demoSignIn).toBe(true);
    // No emulator: signatures are verified, whatever the opt-in says.
    expect(configFromEnv({}).demoSignIn).toBe(false);
    expect(configFromEnv(production).demoSignIn).toBe(false);
    expect(configFromEnv({ DEMO_SIGN_IN: 'true' }).demoSignIn).toBe(false);
  });
});
