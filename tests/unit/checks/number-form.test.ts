// check:numbers (src/checks/number-form.ts) passes a page written as the site writes numbers and
// catches each form issue 41 lists, planted in it; the input help may show what is typed.
import { describe, expect, it } from 'vitest';
import { numberFormProblems } from '../../../src/checks/number-form.ts';
import { siteMessages } from '../../../src/i18n/site-messages.ts';

const N = '\u202f';
const page = (body: string): string => `<!doctype html><html><head><title>1 cm ≈ 0.393${N}700${N}787 in</title><script>var x = 1e-3, y = -5, z = 123456789;</script></head><body>${body}</body></html>`;
const good = page(
  `<p>1 a₀ ≈ 5.291${N}772${N}105${N}4 × 10⁻¹¹ m</p><p>A reading of 10 K is −263.15 °C.</p><table><tr><td>−40</td><td>≈ 101${N}971${N}621${N}297${N}792.824${N}257</td></tr></table>` +
    `<p>IEC 80000-13 binary prefixes; ISO 4217; updated 2026-01-05; UTF-8; 112903/480</p>`,
);

describe('check:numbers', () => {
  it('passes numbers as the site writes them', () => {
    expect(numberFormProblems(good, 'p', 'en', new Set(['cal_IT']))).toEqual([]);
  });

  it('catches each planted form', () => {
    const planted: [string, string, RegExp][] = [
      ['exponent notation', good.replace(`5.291${N}772${N}105${N}4 × 10⁻¹¹`, '5.2917721054e-11'), /exponent notation/],
      ['an E+ exponent', good.replace('−263.15', '7.456999E+02'), /exponent notation/],
      ['a hyphen-minus', good.replace('−263.15', '-263.15'), /hyphen-minus/],
      ['a hyphen-minus in a table', good.replace('<td>−40</td>', '<td>-40</td>'), /hyphen-minus/],
      ['digits ungrouped', good.replace(`101${N}971${N}621${N}297${N}792.824${N}257`, '101971621297792.824257009274319'), /ungrouped/],
      ['five digits ungrouped', good.replace('−263.15', '12345'), /ungrouped/],
      ['an underscore in a symbol', good.replace('</table>', '</table><p>1 cal_IT = 4.1868 J</p>'), /symbol "cal_IT" is shown with an underscore/],
    ];
    for (const [what, html, re] of planted) {
      expect(html, what).not.toBe(good);
      expect(numberFormProblems(html, 'p', 'en', new Set(['cal_IT'])).join('\n'), what).toMatch(re);
    }
  });

  it('lets the input help show what a visitor types, in its language', () => {
    const help = (siteMessages('de')['faq.numbers.a'] as string);
    expect(help).toMatch(/1e-3/);
    expect(numberFormProblems(page(`<p>${help}</p>`), 'p', 'de')).toEqual([]);
    // The same exponent in any other sentence is a problem.
    expect(numberFormProblems(page(`<p>Ergebnis: 1e-3 m</p>`), 'p', 'de').join('\n')).toMatch(/exponent notation/);
  });
});
