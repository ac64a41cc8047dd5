import { describe, expect, it } from 'vitest';
import { headersFile } from '../../../src/pipeline/headers.ts';
import { headersFor, parseHeaders } from '../../../src/serve/rules.ts';

describe('_headers', () => {
  it('is written with the security headers and read back by the static host', () => {
    const rules = parseHeaders(headersFile("default-src 'self'"));
    const page = headersFor(rules, '/convert/length');
    expect(page).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(page['Permissions-Policy']).toMatch(/^accelerometer=\(\), .*geolocation=\(\), .*usb=\(\)/);
    expect(page).not.toHaveProperty('Cache-Control');
    expect(headersFor(rules, '/_astro/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(() => parseHeaders('  X-Orphan: 1\n')).toThrow(/_headers line 1: expected "Name: value" under a path/);
  });
});
