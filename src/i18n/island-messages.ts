/**
 * Which message namespaces of ui.json each island uses (its own words and its parts'): a
 * page sends an island only these (ui-messages.ts islandMessages), and the island's
 * translate function takes only their keys, so a word the page did not send does not
 * compile. Build time: an island imports this as a type only, so no bytes ship.
 */
import type { UiNamespace } from './ui-translate.ts';

// `temperature`: what the converters say of a temperature below absolute zero, one text for all of them.
export const ISLAND_MESSAGES = {
  converter: ['converter', 'field', 'precision', 'copy', 'temperature'],
  ultra: ['ultra', 'field', 'temperature'],
  search: ['search'],
  currency: ['currency', 'error'],
  expression: ['expr', 'copy', 'temperature'],
  substance: ['sub'],
  // The embeddable converter (src/embed/): its build writes each language's table into its script.
  embed: ['embed', 'temperature'],
} as const satisfies Record<string, readonly UiNamespace[]>;

export type IslandName = keyof typeof ISLAND_MESSAGES;
/** The namespaces of one island. */
export type NamespacesOf<I extends IslandName> = (typeof ISLAND_MESSAGES)[I][number];
