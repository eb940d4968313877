import { describe, expect, it } from 'vitest';
import { noticeFrom, returnPath } from './returnPath';

describe('returnPath', () => {
  it('returns the path the user came for', () => {
    expect(returnPath({ from: '/profile' })).toBe('/profile');
    expect(returnPath({ from: '/sales?x=1' })).toBe('/sales?x=1');
    expect(returnPath({ from: { pathname: '/sales', search: '?a=b', hash: '#top' } })).toBe('/sales?a=b#top');
  });

  it("falls back to '/' without a usable path", () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
    expect(returnPath({ from: '' })).toBe('/');
  });

  it('falls back to the given start page (an operator’s back office) without a usable path', () => {
    expect(returnPath(null, '/admin')).toBe('/admin');
    expect(returnPath({ from: '/login' }, '/admin')).toBe('/admin');
    expect(returnPath({ from: '/admin/inbox' }, '/admin')).toBe('/admin/inbox');
  });

  it('refuses other sites and onboarding screens', () => {
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: '/\\evil.example/' })).toBe('/');
    expect(returnPath({ from: '/login' })).toBe('/');
    expect(returnPath({ from: '/reset-password?oobCode=x' })).toBe('/');
    expect(returnPath({ from: '/signup-bonus' })).toBe('/signup-bonus');
  });
});

describe('noticeFrom', () => {
  it('reads a non-empty string notice only', () => {
    expect(noticeFrom({ notice: 'Done' })).toBe('Done');
    expect(noticeFrom({ notice: '  ' })).toBeNull();
    expect(noticeFrom({ notice: 5 })).toBeNull();
    expect(noticeFrom(null)).toBeNull();
  });
});
