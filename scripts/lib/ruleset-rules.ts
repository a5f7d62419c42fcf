/**
 * The pure half of every ruleset folder (src/rulesets/<id>/rules/ruleset.ts), for tooling and tests
 * that run without Foundry: the pack build, pack checks, the lang and manifest tests. A folder is
 * the whole registration here; the shell's one registry line is checked against it by a test.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { typeSpecsOf, type RulesetRules } from "../../src/core/ruleset/contract";
import type { DocumentTypeSpec, TypedDocumentName } from "../../src/core/schema/document-type";

const RULESETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/rulesets");

async function loadRulesetRules(): Promise<RulesetRules[]> {
  const folders = readdirSync(RULESETS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const files = folders.map((folder) => path.join(RULESETS_DIR, folder.name, "rules/ruleset.ts")).filter((file) => existsSync(file));
  const modules = await Promise.all(files.map((file) => import(/* @vite-ignore */ file) as Promise<{ default: RulesetRules }>));
  return modules.map((module) => module.default);
}

export const RULESET_RULES: readonly RulesetRules[] = await loadRulesetRules();

/** Every sub-type of every ruleset for one document class. */
export function allTypeSpecs(documentName: TypedDocumentName): Record<string, DocumentTypeSpec> {
  return typeSpecsOf(RULESET_RULES, documentName);
}
