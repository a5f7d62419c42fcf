/**
 * CI is deterministic: every fast-check property runs from one fixed seed unless FRAY_EXPLORE asks
 * for random ones (then fast-check prints the seed of any failure, to become a named test).
 */
import fc from "fast-check";

if (!process.env.FRAY_EXPLORE) fc.configureGlobal({ seed: 20261123 });
