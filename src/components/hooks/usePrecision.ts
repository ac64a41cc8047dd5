import { useEffect, useState } from 'react';

type Precision = import('../../core/precision.ts').Precision;
export type PrecisionModule = typeof import('../../core/precision.ts');

/** The denominators a fraction may be shown with (precision.ts DENOMINATORS, which loads on demand), and the significant digits (3 to 15). */
export const FRACTION_DENOMINATORS: readonly number[] = [2, 4, 8, 16, 32, 64];
export const DIGIT_CHOICES: readonly number[] = Array.from({ length: 13 }, (_, i) => i + 3);

/** Where the chosen display precision is remembered. */
export const PRECISION_KEY = 'precision';

function readPrecision(): Precision {
  try {
    const p = JSON.parse(localStorage.getItem(PRECISION_KEY) ?? 'null') as { mode?: unknown; digits?: unknown; denominator?: unknown } | null;
    if (p?.mode === 'sig' && typeof p.digits === 'number' && p.digits >= 3 && p.digits <= 15) return { mode: 'sig', digits: Math.round(p.digits) };
    if (p?.mode === 'fraction' && typeof p.denominator === 'number' && FRACTION_DENOMINATORS.includes(p.denominator)) return { mode: 'fraction', denominator: p.denominator };
  } catch {
    // nothing stored, or storage is off: the automatic rule
  }
  return { mode: 'auto' };
}

export interface PrecisionChoice {
  /** The precision in force: the stored choice, or automatic where a fraction is not allowed. */
  usable: Precision;
  choose: (p: Precision) => void;
  /** precision.ts, loaded on demand (only a visitor who leaves the automatic rule, or a compound result, needs it). */
  mod: PrecisionModule | undefined;
}

/**
 * The converter's display precision: the visitor's stored choice (applied once the page
 * is open), remembered when changed, and the module that shows it loaded when needed.
 */
export function usePrecision(fractionAllowed: boolean, alwaysLoad: boolean): PrecisionChoice {
  const [precision, setPrecision] = useState<Precision>({ mode: 'auto' });
  const [mod, setMod] = useState<PrecisionModule>();

  useEffect(() => {
    setPrecision(readPrecision());
  }, []);

  const usable: Precision = precision.mode === 'fraction' && !fractionAllowed ? { mode: 'auto' } : precision;
  const needModule = usable.mode !== 'auto' || alwaysLoad;
  useEffect(() => {
    if (needModule && !mod) {
      void import('../../core/precision.ts').then(setMod);
    }
  }, [needModule, mod]);

  const choose = (p: Precision): void => {
    setPrecision(p);
    try {
      localStorage.setItem(PRECISION_KEY, JSON.stringify(p));
    } catch {
      // storage off: the choice holds for this page only
    }
  };
  return { usable, choose, mod };
}
