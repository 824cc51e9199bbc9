import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './page-title.ts';

describe('formatPageTitle', () => {
  it("formats 'Realtor {name} - {page}'", () => {
    expect(formatPageTitle('Jane Smith', 'Home')).toBe('Realtor Jane Smith - Home');
    expect(formatPageTitle('Jane Smith', 'Admin - Home')).toBe('Realtor Jane Smith - Admin - Home');
  });

  it('still names the page while the agent name is loading or missing', () => {
    expect(formatPageTitle(undefined, 'Map View')).toBe('Realtor - Map View');
    expect(formatPageTitle('  ', 'Buy')).toBe('Realtor - Buy');
  });

  it('falls back to the brand alone without a page name', () => {
    expect(formatPageTitle('Jane Smith', undefined)).toBe('Realtor Jane Smith');
  });
});
