import { describe, expect, it } from 'vitest';
import { can } from './rights';

describe('can', () => {
  it('follows the server role rules', () => {
    expect(can('owner', 'transferOwnership')).toBe(true);
    expect(can('admin', 'transferOwnership')).toBe(false);
    expect(can('admin', 'manageFinance')).toBe(true);
    expect(can('operator', 'manageFinance')).toBe(false);
    expect(can('operator', 'orderChecks')).toBe(true);
    expect(can('viewer', 'orderChecks')).toBe(false);
    expect(can('viewer', 'viewFinance')).toBe(true);
  });

  it('grants nothing without a known role', () => {
    expect(can(null, 'viewDashboard')).toBe(false);
    expect(can(undefined, 'viewDashboard')).toBe(false);
    expect(can('root', 'viewDashboard')).toBe(false);
  });
});
