import { describe, expect, it } from 'vitest';
import { permissionsFor } from './member-permissions.ts';

describe('permissionsFor', () => {
  it('lets the owner change, remove and hand over to managers and members, never to themself', () => {
    expect(permissionsFor('owner', { role: 'manager' })).toEqual({ changeRole: true, transfer: true, remove: true });
    expect(permissionsFor('owner', { role: 'member' })).toEqual({ changeRole: true, transfer: true, remove: true });
    expect(permissionsFor('owner', { role: 'owner' })).toEqual({ changeRole: false, transfer: false, remove: false });
  });

  it('lets a manager remove members only', () => {
    expect(permissionsFor('manager', { role: 'member' })).toEqual({ changeRole: false, transfer: false, remove: true });
    expect(permissionsFor('manager', { role: 'manager' })).toEqual({ changeRole: false, transfer: false, remove: false });
    expect(permissionsFor('manager', { role: 'owner' })).toEqual({ changeRole: false, transfer: false, remove: false });
  });

  it('gives a member nothing to change', () => {
    for (const role of ['owner', 'manager', 'member'] as const) {
      expect(permissionsFor('member', { role })).toEqual({ changeRole: false, transfer: false, remove: false });
    }
  });
});
