import type { Locale } from '../../i18n/locales.ts';
import type { UiTranslate } from '../../i18n/ui-translate.ts';
import { localRate } from './local-amounts.ts';

/** Inline SVG line chart of the rate history with its axes (dates, rates in the page's number form); no chart library. */
export default function HistoryChart({ t, locale, points, label }: { t: UiTranslate<'currency'>; locale: Locale; points: { date: string; rate: number }[]; label: string }) {
  const formatRate = (v: number): string => localRate(v, locale);
  if (points.length < 2) return null;
  // The chart keeps its aspect ratio and fills the card's width, so the axis labels sit at the line's ends.
  const w = 400;
  const h = 200;
  const left = 64;
  const right = 8;
  const top = 10;
  const bottom = 26;
  const rates = points.map((p) => p.rate);
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  const span = max - min || Math.abs(max) || 1;
  const x = (i: number): number => left + (i / (points.length - 1)) * (w - left - right);
  const y = (v: number): number => top + (1 - (v - min) / span) * (h - top - bottom);
  const d = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.rate).toFixed(1)}`).join('');
  const first = points[0];
  const last = points[points.length - 1];
  const midIndex = Math.floor((points.length - 1) / 2);
  const yTicks = max === min ? [min] : [min, (min + max) / 2, max];
  const xTicks = [
    { i: 0, anchor: 'start' as const },
    { i: midIndex, anchor: 'middle' as const },
    { i: points.length - 1, anchor: 'end' as const },
  ].filter((t, k, all) => all.findIndex((o) => o.i === t.i) === k);
  return (
    <figure className="mt-4">
      <svg viewBox={`0 0 ${String(w)} ${String(h)}`} className="block h-auto w-full" role="img" aria-label={label} data-history="">
        <g className="text-[11px]" fill="currentColor">
          {yTicks.map((v) => (
            <g key={v}>
              <line x1={left} x2={w - right} y1={y(v)} y2={y(v)} stroke="var(--line)" strokeWidth="1" />
              <text x={left - 6} y={y(v) + 4} textAnchor="end" className="muted" data-axis="y">
                {formatRate(v)}
              </text>
            </g>
          ))}
          {xTicks.map((t) => (
            <text key={t.i} x={x(t.i)} y={h - 8} textAnchor={t.anchor} className="muted" data-axis="x">
              {points[t.i]?.date}
            </text>
          ))}
        </g>
        <line x1={left} x2={left} y1={top} y2={h - bottom} stroke="var(--muted)" strokeWidth="1" />
        <line x1={left} x2={w - right} y1={h - bottom} y2={h - bottom} stroke="var(--muted)" strokeWidth="1" />
        <path d={d} fill="none" stroke="var(--accent)" strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="muted mt-1 text-xs">
        {t('currency.chartPoint', { date: first?.date ?? '', rate: formatRate(first?.rate ?? 0) })} · {t('currency.chartPoint', { date: last?.date ?? '', rate: formatRate(last?.rate ?? 0) })} ·{' '}
        {t('currency.low', { rate: formatRate(min) })} · {t('currency.high', { rate: formatRate(max) })}
      </figcaption>
    </figure>
  );
}
