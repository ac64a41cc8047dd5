import { describe, expect, it } from 'vitest';
import { transitionalHeaders } from '../../../src/deploy/headers-transition.ts';
import { framablePolicy, headersFile } from '../../../src/pipeline/headers.ts';
import { headersFor, parseHeaders } from '../../../src/serve/rules.ts';

// Issue 45: the static API may be read, and the embeddable converter framed and loaded, by any
// origin; every other path keeps refusing both.
const CSP = "default-src 'self'; script-src 'self' 'sha256-A'; frame-ancestors 'none'; form-action 'self'";
const file = headersFile(CSP, { embed: ['/embed', '/es/embed'] });
const rules = parseHeaders(file);

describe('_headers for the open paths', () => {
  it('lets any origin read /api/ (CORS, CORP), with the page headers otherwise', () => {
    const h = headersFor(rules, '/api/v1/index.json');
    expect(h).toMatchObject({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': CSP });
    expect(h['Access-Control-Expose-Headers']).toBe('ETag');
  });

  it('lets any page frame /embed/ and each language\'s, and load its script', () => {
    for (const p of ['/embed/length/ft-to-cm', '/es/embed/length/ft-to-cm', '/embed/v1/exact-convert.js']) {
      const h = headersFor(rules, p);
      expect(h, p).not.toHaveProperty('X-Frame-Options');
      expect(h['Content-Security-Policy'], p).toBe("default-src 'self'; script-src 'self' 'sha256-A'; form-action 'self'; frame-ancestors *");
      expect(h['Access-Control-Allow-Origin'], p).toBe('*');
      expect(h['Cross-Origin-Resource-Policy'], p).toBe('cross-origin');
      expect(h['Strict-Transport-Security'], p).toMatch(/^max-age=/);
    }
  });

  it('keeps every other path unframable and same-origin, the embed explanation pages and other languages\' folders among them', () => {
    for (const p of ['/', '/embed', '/es/embed', '/convert/length/ft-to-cm', '/de/embed/length/ft-to-cm', '/apis', '/sw.js']) {
      const h = headersFor(rules, p);
      expect(h['X-Frame-Options'], p).toBe('DENY');
      expect(h['Content-Security-Policy'], p).toBe(CSP);
      expect(h['Cross-Origin-Resource-Policy'], p).toBe('same-origin');
      expect(h, p).not.toHaveProperty('Access-Control-Allow-Origin');
    }
  });

  it('replaces frame-ancestors wherever it stands, or adds it', () => {
    expect(framablePolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors *");
    expect(framablePolicy("frame-ancestors 'none'; img-src 'self';")).toBe("img-src 'self'; frame-ancestors *");
  });

  it('widens every policy line while a deploy is half-way, each keeping who may frame it', () => {
    const next = headersFile(CSP.replace('sha256-A', 'sha256-B'), { embed: ['/embed'] });
    const wide = transitionalHeaders(headersFile(CSP, { embed: ['/embed'] }), next) ?? '';
    const r = parseHeaders(wide);
    expect(headersFor(r, '/convert/length')['Content-Security-Policy']).toBe("default-src 'self'; script-src 'self' 'sha256-B' 'sha256-A'; frame-ancestors 'none'; form-action 'self'");
    expect(headersFor(r, '/embed/length/ft-to-cm')['Content-Security-Policy']).toBe("default-src 'self'; script-src 'self' 'sha256-B' 'sha256-A'; form-action 'self'; frame-ancestors *");
  });
});
