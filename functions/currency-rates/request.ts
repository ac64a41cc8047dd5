// The request: its form fields read into a conversion or a history query, or the field at fault.
import { normalizeCurrencyCode, parseAmount } from '../../src/core/currency-format.ts';
import type { Rational } from '../../src/core/rational.ts';
import { quote } from './answer.ts';
import { DEFAULT_DAYS, MAX_DAYS, SUPPORTED } from './config.ts';

export type Query =
  | { historical: false; from: string; to: string; amount: Rational }
  | { historical: true; from: string; to: string; days: number };

export type Parsed = { ok: true; query: Query } | { ok: false; field: string; problem: string };

function readCode(form: URLSearchParams, field: 'from' | 'to'): { code: string } | { problem: string } {
  const raw = form.get(field);
  const code = normalizeCurrencyCode(raw);
  if (code === '') return { problem: 'is required (a currency code such as USD)' };
  return SUPPORTED.has(code) ? { code } : { problem: `unknown currency code ${quote(raw ?? '')}` };
}

export function parseForm(form: URLSearchParams): Parsed {
  const from = readCode(form, 'from');
  if ('problem' in from) return { ok: false, field: 'from', problem: from.problem };
  const to = readCode(form, 'to');
  if ('problem' in to) return { ok: false, field: 'to', problem: to.problem };
  const historical = (form.get('historical') ?? '').trim().toLowerCase();
  if (historical === 'true') {
    const raw = (form.get('days') ?? '').trim();
    if (raw === '') return { ok: true, query: { historical: true, from: from.code, to: to.code, days: DEFAULT_DAYS } };
    const days = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(days >= 1 && days <= MAX_DAYS)) {
      return { ok: false, field: 'days', problem: `must be a whole number from 1 to ${String(MAX_DAYS)}, not ${quote(raw)}` };
    }
    return { ok: true, query: { historical: true, from: from.code, to: to.code, days } };
  }
  if (historical !== '' && historical !== 'false') {
    return { ok: false, field: 'historical', problem: `must be "true" or "false", not ${quote(form.get('historical') ?? '')}` };
  }
  const amount = parseAmount(form.get('amount'));
  if (!amount.ok) return { ok: false, field: 'amount', problem: amount.problem };
  return { ok: true, query: { historical: false, from: from.code, to: to.code, amount: amount.value } };
}
