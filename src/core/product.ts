// The product's names and the SPEC's business constants.
/** Product constants shared by pages, islands and scripts. */
export const PRODUCT_NAME = 'ExactConvert';
export const SUPPORT_EMAIL = 'support@exactconvert.example';
export const JOB_SEARCH_URL = 'https://jobs.exactconvert.example';

/** SPEC §9 business constants. */
export const HOME_TILES = 12;
export const MAX_SUGGESTIONS = 8;
export const MIN_QUERY = 2;
export const MAX_RELATED = 12;

/** The commonness rank of a unit whose catalogue entry has none (schema.ts `rank`): specialist. */
export const DEFAULT_RANK = 3;
export const SITEMAP_MAX_URLS = 45_000;

/** Values shown in every conversion table. */
export const TABLE_VALUES = ['0.01', '0.1', '1', '2', '3', '5', '10', '20', '50', '100', '250', '500', '1000'];
