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
    // Only a choice the controls offer: a whole number of digits from 3 to 15, a listed denominator.
    if (p?.mode === 'sig' && DIGIT_CHOICES.includes(p.digits as number)) return { mode: 'sig', digits: p.digits as number };
    if (p?.mode === 'fraction' && FRACTION_DENOMINATORS.includes(p.denominator as number)) return { mode: 'fraction', denominator: p.denominator as number };
  } catch {
    // nothing stored, or storage is off: the automatic rule
  }
  return { mode: 'auto' };
}

export interface PrecisionChoice {
  /** The precision in force: the stored choice, or automatic where a fraction is not allowed. */
  usable: Precision;
  choose: (p: Precision) => void;
  /** precision.ts, loaded on demand (only a visitor who leaves the automatic rule, opens the exact value, or a compound result, needs it). */
  mod: PrecisionModule | undefined;
  /** Load precision.ts now (the visitor opened the exact value). */
  load: () => void;
}

/**
 * The converter's display precision: the visitor's stored choice (applied once the page
 * is open), remembered when changed, and the module that shows it loaded when needed.
 */
export function usePrecision(fractionAllowed: boolean, alwaysLoad: boolean): PrecisionChoice {
  const [precision, setPrecision] = useState<Precision>({ mode: 'auto' });
  const [mod, setMod] = useState<PrecisionModule>();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    setPrecision(readPrecision());
  }, []);

  const usable: Precision = precision.mode === 'fraction' && !fractionAllowed ? { mode: 'auto' } : precision;
  const needModule = usable.mode !== 'auto' || alwaysLoad || wanted;
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
  return {
    usable,
    choose,
    mod,
    load: () => {
      setWanted(true);
    },
  };
}
