import { USER_TYPE } from '@jauc/contract';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { normalizePermissions } from '../identity/permission-templates.js';
import { canChange, canSee, requireManager } from './access.js';

const client = { id: 1, userType: USER_TYPE.client };
const dealer = { id: 2, userType: USER_TYPE.dealer };
const manager = { id: 3, userType: USER_TYPE.manager };
const ownedBy = (id: number, dealerId: number | null = null) => ({ id, dealerId });

describe('access', () => {
  it('lets a client see their own objects only', () => {
    expect(canSee(client, ownedBy(1))).toBe(true);
    expect(canSee(client, ownedBy(4))).toBe(false);
    expect(canSee(client, ownedBy(4, 1))).toBe(false);
  });

  it("lets a dealer see their own and their clients' objects, change only their own", () => {
    expect(canSee(dealer, ownedBy(2))).toBe(true);
    expect(canSee(dealer, ownedBy(4, 2))).toBe(true);
    expect(canSee(dealer, ownedBy(5, 9))).toBe(false);
    expect(canChange(dealer, 2)).toBe(true);
    expect(canChange(dealer, 4)).toBe(false);
  });

  it('lets a manager see and change everything', () => {
    expect(canSee(manager, ownedBy(4, 2))).toBe(true);
    expect(canChange(manager, 4)).toBe(true);
  });

  it('guards the managers’ calls: 401 without a session, 403 for others or a missing permission', () => {
    const request = (user: object | null) => ({ user }) as unknown as FastifyRequest;
    const withPerms = (u: object, perms: Record<string, boolean>) => ({ ...u, permissions: normalizePermissions(perms) });
    expect(() => requireManager(request(null))).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => requireManager(request(withPerms(client, { managerBidForClient: true })))).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => requireManager(request(withPerms(manager, {})), 'managerBidForClient')).toThrow(expect.objectContaining({ statusCode: 403 }));
    const m = withPerms(manager, { managerBidForClient: true });
    expect(requireManager(request(m), 'managerBidForClient')).toBe(m);
    expect(requireManager(request(withPerms(manager, {})))).toMatchObject({ id: 3 });
  });
});
