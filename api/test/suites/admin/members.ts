import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type MemberSearchResponse } from '@portal/shared/validation';
import { createMember } from '../../../src/services/members.js';
import { bearer, type SuiteContext } from '../../helpers/context.js';
import type { Maildev } from '../../helpers/services.js';
import { runTag } from '../../security/helpers.js';

type Created = { id: number; coCode: string; path: string };

/** The back office's members: its `/admin/*` routes on a seeded database (ctx.opsToken is the demo operator's). */
export function adminMembersTests(ctx: () => SuiteContext, _maildev: () => Maildev) {
  describe('admin members', () => {
    const tag = runTag.replace(/[^a-z0-9]/gi, '');
    const email = (name: string) => `adm-${tag}-${name}@members.test`;
    const net = {} as Record<'root' | 'a' | 'b', Created>;
    const get = (url: string, token = ctx().opsToken) => ctx().app.inject({ url, headers: bearer(token) });
    const search = async (q: string) => {
      const res = await get(`${apiPaths.adminMembers}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as MemberSearchResponse).members;
    };

    beforeAll(async () => {
      const { db } = ctx().database;
      const key = ctx().config.encryptionKey;
      net.root = await createMember(db, key, { name: `Zenobia Quartermain ${tag}`, email: email('root'), parentCoCode: null });
      net.a = await createMember(db, key, { name: `Ulric Vantablack ${tag}`, email: email('a'), parentCoCode: net.root.coCode });
      net.b = await createMember(db, key, { name: `Ottoline Brackwater ${tag}`, email: email('b'), parentCoCode: net.a.coCode });
    });

    describe('search', () => {
      it('finds members by part of the name, case-insensitively, with their parent, level and team size', async () => {
        const found = await search(`vantablack ${tag}`.toUpperCase());
        expect(found).toEqual([
          {
            coCode: net.a.coCode,
            name: `Ulric Vantablack ${tag}`,
            email: email('a'),
            depth: 1,
            parentCoCode: net.root.coCode,
            parentName: `Zenobia Quartermain ${tag}`,
            subtreeSize: 1,
            hasAccount: false,
            signInDisabled: false,
          },
        ]);
      });

      it('finds members by code (the exact code first) and by e-mail', async () => {
        expect((await search(net.b.coCode.toLowerCase()))[0]?.coCode).toBe(net.b.coCode);
        expect((await search(email('root'))).map((m) => m.coCode)).toEqual([net.root.coCode]);
        const byTag = await search(`adm-${tag}-`);
        expect(byTag.map((m) => m.coCode).sort()).toEqual([net.root.coCode, net.a.coCode, net.b.coCode].sort());
      });

      it('treats % and _ as text, and bounds the list by limit', async () => {
        expect(await search('%')).toEqual([]);
        const res = await get(`${apiPaths.adminMembers}?q=${encodeURIComponent(`adm-${tag}-`)}&limit=2`);
        expect((res.json() as MemberSearchResponse).members).toHaveLength(2);
      });

      it('refuses a bad limit with a 400 and says which field', async () => {
        const res = await get(`${apiPaths.adminMembers}?limit=500`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'error', errors: { limit: expect.any(String) } });
      });
    });

    describe('access', () => {
      it('refuses the members routes without a token (401) and to an agent (403)', async () => {
        for (const url of [apiPaths.adminMembers]) {
          expect((await ctx().app.inject({ url })).statusCode).toBe(401);
          expect((await get(url, ctx().topToken)).statusCode).toBe(403);
        }
      });
    });
  });
}
