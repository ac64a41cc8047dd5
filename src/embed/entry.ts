// The script `/embed/v1/exact-convert.js`: defines `<exact-convert>` for the site it is loaded
// from. Its own address gives the site (`/embed/v1/` is two folders below the root), so a copy
// served from another origin reads that origin's data and links to its pages.
import { defineExactConvert, type EmbedTables } from './element.ts';

/** Each language's messages, written into the script when it is built (src/pipeline/embed-bundle.ts). */
declare const EXACT_CONVERT_TABLES: EmbedTables;

defineExactConvert(new URL('../../', import.meta.url), EXACT_CONVERT_TABLES);
