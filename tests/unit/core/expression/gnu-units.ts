// GNU units (Debian's `units`) as an oracle for the expression converter: one process reads
// many conversions from stdin ("have" and "want" lines), answering each in terse form with
// its maximum of 15 significant digits. A blank line and a sentinel conversion after each
// keep the answers aligned with the questions, and show where they are not.
import { spawnSync } from 'node:child_process';

export const GNU_UNITS = process.env['GNU_UNITS'] ?? 'units';

/** The installed GNU units' version line, or undefined when it is not installed. */
export function gnuVersion(): string | undefined {
  const r = spawnSync(GNU_UNITS, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n')[0] : undefined;
}

/** After question i, the conversion of `SENTINEL - i` to 1, whose answer is that number (no real answer looks like it). */
const SENTINEL = -7777000000;

export type GnuAnswer = { kind: 'value'; value: number } | { kind: 'reciprocal'; value: number } | { kind: 'error'; text: string };

/**
 * Answers to conversions `[have, want]`; `want` '' asks for the definition (the reduced form
 * "= 0.3048 m" is then the answer's text).
 */
export function askGnu(questions: readonly (readonly [string, string])[]): GnuAnswer[] {
  const out: GnuAnswer[] = [];
  for (let i = 0; i < questions.length; i += 200) {
    const chunk = questions.slice(i, i + 200);
    // A chunk GNU units read out of step (a line it took for another) is asked one by one.
    out.push(...(batch(chunk) ?? chunk.flatMap((q) => batch([q]) ?? [{ kind: 'error' as const, text: 'no answer' }])));
  }
  return out;
}

function batch(questions: readonly (readonly [string, string])[]): GnuAnswer[] | undefined {
  // The blank line after each question puts GNU units back in step where it asked again for
  // a unit it could not read (it then shows the "have" unit's definition, an error here).
  const input = questions.map(([h, w], i) => `${h}\n${w}\n\n${String(SENTINEL - i)}\n1\n`).join('');
  const r = spawnSync(GNU_UNITS, ['-t', '-d', 'max'], { input, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' }, maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  const out: GnuAnswer[] = [];
  let current: string[] = [];
  for (const line of r.stdout.split('\n')) {
    const t = line.trim();
    if (t === String(SENTINEL - out.length)) {
      out.push(answer(current));
      current = [];
    } else if (/^-7777\d{6}$/.test(t)) {
      // Another question's sentinel: GNU units read a line out of step.
      return undefined;
    } else if (t !== '') current.push(t);
  }
  return out.length === questions.length ? out : undefined;
}

function answer(lines: string[]): GnuAnswer {
  const first = lines[0] ?? '';
  if (lines.length === 1 && /^-?[\d.]+(e[+-]?\d+)?$/.test(first)) return { kind: 'value', value: Number(first) };
  // A reciprocal conversion, in terse mode: "reciprocal conversion" then the value.
  if (/^reciprocal conversion$/.test(first) && /^-?[\d.]+(e[+-]?\d+)?$/.test(lines[1] ?? '')) return { kind: 'reciprocal', value: Number(lines[1]) };
  return { kind: 'error', text: lines.join(' | ') };
}

/** True when two numbers agree to a relative 1e-12 (GNU units computes in doubles and prints 15 digits). */
export function agree(a: number, b: number, tolerance = 1e-12): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));
}
