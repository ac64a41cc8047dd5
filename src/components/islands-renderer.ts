// Server side only (imported by the layout): names the renderer of each React island, so
// that Astro does not call @astrojs/react's `check` on every page. That check renders the
// component a second time, into a throwaway string, only to learn that it is React.
// The key is the one Astro's own `__astro_tag_component__` sets (astro/runtime/server),
// which its type declarations do not export.
import Converter from './Converter.tsx';
import CurrencyConverter from './CurrencyConverter.tsx';
import UltraView from './UltraView.tsx';
import UnitSearch from './UnitSearch.tsx';

const RENDERER = Symbol.for('astro:renderer');

for (const island of [Converter, CurrencyConverter, UltraView, UnitSearch]) {
  if (!Object.hasOwn(island, RENDERER)) Object.defineProperty(island, RENDERER, { value: '@astrojs/react', enumerable: false, writable: false });
}
