import { signed } from "../core/format/signed";

/** Fray's own template helpers; pure, so the render checks register the very same functions. */
export const FRAY_HELPERS = {
  "fray-signed": (value?: unknown) => (typeof value === "number" ? signed(value) : String(value ?? "")),
  "fray-eq": (a?: unknown, b?: unknown) => a === b,
};

export interface HelperRegistry {
  registerHelper(name: string, fn: (...args: unknown[]) => unknown): void;
}

export function registerFrayHelpers(handlebars: HelperRegistry): void {
  for (const [name, fn] of Object.entries(FRAY_HELPERS)) handlebars.registerHelper(name, fn);
}
