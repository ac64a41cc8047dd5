/**
 * The words a typed query is read with in each language ("5 pies en cm", "5 metr futa"): its
 * connectors between the value and its target, endings a unit word may carry, and its word
 * for "degree(s)" (src/core/connectors.ts QueryWords). Beside the English words every page reads.
 *
 * Apart from the records (index.ts) because a bundler places a module's data in one chunk: the
 * records' island facts load with every page, while these load only when a visitor types a
 * query (the search's and the expression converter's code, imported on demand). A test holds
 * this list to the records.
 */
import type { QueryWords } from '../../core/connectors.ts';
import type { Locale } from './index.ts';

/** English's own words are the shared ones (connectors.ts): an English query works on every page. */
const ENGLISH: QueryWords = { connectors: [] };

export const SEARCH_WORDS: Readonly<Record<Locale, QueryWords>> = {
  en: ENGLISH,
  /**
   * "a" ("convertir 5 m a pies"), "en" ("5 m en pies", "¿cuánto es 5 m en pies?") and "para",
   * which search queries use ("de metros para pies").
   */
  es: {
    connectors: ['a', 'en', 'para'],
    degree: 'grados?',
    mixedNumbers: true,
    lead: String.raw`convertir|convierte|conversi[oó]n de|pasar|pasa|cambiar|calcular|transformar|cu[aá]nto (?:es|son|mide|pesa)|de|a(?= cu[aá]nt)`,
    trail: String.raw`por favor`,
    howMany: String.raw`cu[aá]nt[oa]s?`,
    contain: String.raw`hay en|hay|son|es|tiene|caben en|en|equivalen a|equivale a|equivalen|equivale|mide|miden|pesa|pesan`,
    one: String.raw`un|una|uno`,
    aliases: { gr: 'g|gr', grs: 'g', seg: 's', segs: 's', hs: 'h', hrs: 'h', mts: 'm', mt: 'm', lts: 'L', lt: 'L', kilo: 'kg', kilos: 'kg', pulg: 'in', quintal: 'q|cwt (US)', quintales: 'q|cwt (US)', 'centígrado': '°C', 'centígrados': '°C', centigrado: '°C', centigrados: '°C', ua: 'au', UA: 'au', CV: 'PS', cv: 'PS', cda: 'tbsp (metric)', cdas: 'tbsp (metric)', cdta: 'tsp (metric)', cdtas: 'tsp (metric)' },
  },
  /** "in" ("5 m in Fuß", shared), "nach" ("von m nach ft") and "zu" ("m zu ft"). */
  de: {
    connectors: ['nach', 'zu'],
    degree: 'grad',
    lead: String.raw`umrechnen|umrechnung(?: von)?|rechne|konvertiere|konvertieren|wandle|was sind|was ist|wie viel sind|wie (?:groß|schnell|schwer|lang|weit|hoch|warm|kalt|viel) (?:ist|sind|wiegen|wiegt|misst|messen)|von`,
    trail: String.raw`umrechnen|umwandeln|konvertieren|bitte|sind das|um`,
    howMany: String.raw`wie ?viele?|wieviele?`,
    contain: String.raw`sind|ist|hat|haben|in|ergeben|ergibt|machen|entsprechen|entspricht`,
    one: String.raw`ein|eine|einem|einer|einen`,
    // "Pfund" is 500 g in Germany, the pound (453.59237 g) in American recipes: asked.
    asks: ['pfund', 'pfd'],
    // Teelöffel and Esslöffel as German recipes measure them: 5 mL and 15 mL.
    aliases: { Std: 'h', std: 'h', Sek: 's', sek: 's', qm: 'm²', cbm: 'm³', ccm: 'cm³', TL: 'tsp (metric)', EL: 'tbsp (metric)', gr: 'g|gr', Gr: 'g|gr', Doppelzentner: 'q', Kilo: 'kg', Stundenkilometer: 'km/h', MBit: 'Mbit', GBit: 'Gbit', kBit: 'kbit', MByte: 'MB', GByte: 'GB', kByte: 'kB', KByte: 'kB', TByte: 'TB', 'MBit/s': 'Mbit/s', 'MByte/s': 'MB/s', 'GBit/s': 'Gbit/s' },
  },
  /** "en" ("5 m en pieds"), "vers" ("de m vers ft") and "à" ("de m à ft"), also typed "a" on keyboards without accents. */
  fr: {
    connectors: ['en', 'vers', 'à', 'a'],
    degree: 'degrés?',
    lead: String.raw`convertir|convertis|conversion(?: de)?|calculer|transformer|passer|c['’]est combien|combien (?:font|fait|p[èe]sent|p[èe]se|mesure|mesurent|valent|vaut)|quelle est la (?:vitesse|longueur|masse|taille|distance|temp[ée]rature) de|de`,
    trail: String.raw`s'il vous plaît|svp|stp`,
    howMany: String.raw`combien(?: de| d['’])?`,
    contain: String.raw`y a-t-il dans|y a-t-il en|il y a dans|dans|font|fait|pour|en|sont|est|mesure|mesurent|p[èe]se|p[èe]sent`,
    one: String.raw`un|une`,
    // Octets: French writes o, ko, Mo, Go, To; "cc" is also a cuillère à café.
    asks: ['livre', 'livres', 'mille', 'milles'],
    aliases: { gr: 'g|gr', mn: 'min', mille: 'mi|nmi', milles: 'mi|nmi', quintal: 'q|cwt (US)', quintaux: 'q|cwt (US)', Ko: 'ko|Kio', cc: 'cm³|tsp (metric)', kilo: 'kg', kilos: 'kg', verge: 'yd', verges: 'yd', pi: 'ft', 'pi²': 'ft²', 'pi³': 'ft³', po: 'in', ch: 'PS', cv: 'PS', chevaux: 'PS', 'chevaux-vapeur': 'PS', ua: 'au', UA: 'au', cas: 'tablespoon', cac: 'teaspoon', 'cuillère-à-soupe': 'tablespoon', 'cuillère-à-café': 'teaspoon', 'journée': 'd', 'journées': 'd', jour: 'd', jours: 'd' },
  },
  /**
   * Azerbaijani has no preposition here: the target takes a suffix ("5 metr futa", dative) or
   * the question asks "neçə" ("5 metr neçə futdur?", how many feet). So "neçə" is the connector,
   * and a unit word may carry the dative ("futa", "metrə", "sayğaca") or "is" ("futdur") ending.
   * "ilə" means "with/and", not "to", and is not a connector.
   */
  az: {
    connectors: ['neçə'],
    endings: /(?:dır|dir|dur|dür|tır|tir|tur|tür|dan|dən|da|də|ya|yə|a|ə|la|lə|lar|lər|nı|ni|nu|nü|yı|yi|ı|i|u|ü)$/,
    target: /(?:ya|yə|a|ə)$/,
    source: /(?:dan|dən)$/,
    degree: 'dərəcə',
    one: 'bir',
    lead: String.raw`çevir|çevirin|hesabla`,
    trail: String.raw`edir|eder|var|olur|çevir|çevirin|et|edin`,
    // kq, q, sm, mq as Azerbaijani abbreviates kiloqram, qram, santimetr, milliqram; "san" the saniyə, "dəq" the dəqiqə.
    aliases: { kq: 'kg', q: 'g|q', qr: 'g', sm: 'cm', mq: 'mg', mm: 'mm', km: 'km', san: 's', 'dəq': 'min', 'km/s': 'km/s|km_h', Selsi: '°C', Selsiy: '°C', Farengeyt: '°F', kVt: 'kW', Vt: 'W', MVt: 'MW', 'kVt·saat': 'kWh', 'kVt/saat': 'kWh', coul: 'J', 'kv.m': 'm²', 'kv.km': 'km²', 'kv.sm': 'cm²', sot: 'are', duym: 'in', santimetre: 'cm', kilometre: 'km', metre: 'm', 'sm²': 'cm²', 'sm³': 'cm³', kilo: 'kg' },
  },
  'en-xa': ENGLISH,
};
