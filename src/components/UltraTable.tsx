import type { Shown } from '../core/format.ts';
import { unitLabel, unitShort } from '../core/labels.ts';
import type { UiTranslate } from '../i18n/ui-translate.ts';

/** One row of the Ultra view: a unit, the value in it (`shown.text` in the page's number form), and its conversion page with the value. */
export interface UltraRow {
  u: { code: string; name: string; symbol: string };
  shown: Shown;
  rel: '=' | '≈';
  href: string;
}

/** The value in every other unit of the category, each row linking to its conversion page. `categoryName` is as a sentence writes it ("length", German "Länge"). */
export default function UltraTable({ t, rows, fromName, fromText, categoryName }: { t: UiTranslate<'ultra'>; rows: UltraRow[]; fromName: string; fromText: string; categoryName: string }) {
  return (
    <table className="conv mt-4">
      <caption className="sr-only">{t('ultra.caption', { value: fromText, category: categoryName })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('ultra.unit')}</th>
          <th scope="col">{t('ultra.is', { value: fromText })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.u.code} data-unit={r.u.code}>
            <td>
              <a href={r.href} className="relative block">
                <span className="sr-only">{t('ultra.rowFrom', { from: fromName })} </span>
                {unitLabel(r.u)}
              </a>
            </td>
            <td data-value="">
              {r.rel === '≈' ? '≈ ' : ''}
              <span className="break-all">{r.shown.text}</span> <span className="whitespace-nowrap">{unitShort(r.u)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The value as each compound form of the category ("180 cm = 5 ft 10.866 in"). */
export function CompoundLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 font-semibold" data-ultra-compound="">
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}
