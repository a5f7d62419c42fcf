/**
 * The few globals the pure rooms may use beyond ECMAScript: standard in every runtime they run in
 * (Foundry's browser client and Node for the tests), and neither Foundry's nor the DOM's own API.
 * Only tsconfig.core.json reads this file; the shell gets the same names from the DOM library.
 */

/** HTML's structured clone, a deep copy of plain data (Node 17+, every browser Foundry v13 supports). */
declare function structuredClone<T>(value: T): T;
