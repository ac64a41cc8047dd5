// The Content-Security-Policy while a deploy is half-way. `_headers` carries one policy that
// allows exactly the inline scripts and styles of every page by their hashes. If a deploy
// brings a new inline script, its pages must not go live under the old policy (their script
// would be blocked), and the old pages still live must not be served under the new one: so
// before the pages, the deploy publishes the union of the two policies, and the final
// policy after them.
import { parseHeaders } from '../serve/rules.ts';

const NAME = 'Content-Security-Policy';

export function policyOf(headersFile: string): string | undefined {
  for (const rule of parseHeaders(headersFile)) for (const [name, value] of rule.headers) if (name.toLowerCase() === NAME.toLowerCase()) return value;
  return undefined;
}

export function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** Whether `next` allows anything `live` does not (a new source, or a directive `live` lacks). */
function widens(live: Map<string, string[]>, next: Map<string, string[]>): boolean {
  for (const [name, sources] of next) {
    const before = live.get(name);
    if (!before || sources.some((s) => !before.includes(s))) return true;
  }
  return false;
}

/** Both policies' sources, directive by directive (next's order first). */
export function unionPolicy(live: string, next: string): string {
  const a = directives(live);
  const b = directives(next);
  const names = [...b.keys(), ...[...a.keys()].filter((n) => !b.has(n))];
  return names.map((n) => [n, ...new Set([...(b.get(n) ?? []), ...(a.get(n) ?? [])])].join(' ')).join('; ');
}

/**
 * The `_headers` to publish before the pages, or undefined when the live one already
 * allows everything the new pages need (the usual case: no inline script changed).
 */
export function transitionalHeaders(live: string | undefined, next: string): string | undefined {
  if (live === undefined) return undefined;
  const before = policyOf(live);
  const after = policyOf(next);
  if (before === undefined || after === undefined) return undefined;
  if (!widens(directives(before), directives(after))) return undefined;
  // Every policy line widens alike (the embeddable converter's differs only in who may frame it, which it keeps).
  return next.replace(new RegExp(`^(\\s*${NAME}: )(.*)$`, 'gm'), (_line, lead: string, policy: string) => `${lead}${keepFraming(unionPolicy(before, policy), policy)}`);
}

/** `policy` with the frame-ancestors of `own` in its place (none, if `own` has none). */
function keepFraming(policy: string, own: string): string {
  const framing = directives(own).get('frame-ancestors');
  const d = directives(policy);
  if (framing) d.set('frame-ancestors', framing);
  else d.delete('frame-ancestors');
  return [...d].map(([n, sources]) => [n, ...sources].join(' ')).join('; ');
}

/** The inline script and style hashes a `_headers` file's policy does not allow (none when it has no policy: nothing is blocked). */
export function notAllowed(headersFile: string, hashes: { scripts: Iterable<string>; styles: Iterable<string> }): string[] {
  const policy = policyOf(headersFile);
  if (policy === undefined) return [];
  const d = directives(policy);
  const scriptSrc = d.get('script-src') ?? d.get('default-src') ?? [];
  const styleSrc = d.get('style-src') ?? d.get('default-src') ?? [];
  return [...[...hashes.scripts].filter((h) => !scriptSrc.includes(h)).map((h) => `script-src ${h}`), ...[...hashes.styles].filter((h) => !styleSrc.includes(h)).map((h) => `style-src ${h}`)];
}
