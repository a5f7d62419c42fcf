import { describe, expect, it } from "vitest";
import {
  DECLARED_ACTION_LABEL,
  DECLARED_ACTION_LINE,
  DECLARED_ACTION_REFUSAL,
  DECLARED_ACTION_WITH,
  DECLARED_RIPOSTE_REFUSAL,
  DECLARED_RIPOSTE_TRIGGER,
} from "../../../../../src/rulesets/declared/rules/actions/labels";
import { DECLARED_DECLARATION_ORDER_SETTING, DECLARATION_ORDERS } from "../../../../../src/rulesets/declared/rules/actions/declaration-order-setting";
import { DECLARED_RIPOSTE_SETTING } from "../../../../../src/rulesets/declared/rules/actions/riposte-setting";
import { DECLARED_ACTION_KINDS } from "../../../../../src/rulesets/declared/rules/actions/action-kinds";
import { flatLang } from "../../../../support/lang";

const lang = flatLang();
const settingKeys = (s: { name: string; hint: string; choices: Record<string, string> }) => ({ name: s.name, hint: s.hint, ...s.choices });

const GROUPS: [string, Record<string, string>, string][] = [
  ["the six actions' names", DECLARED_ACTION_LABEL, "FRAY.Declared.Action."],
  ["the actions naming what they use", DECLARED_ACTION_WITH, "FRAY.Declared.Action.With."],
  ["the lines of a modifier", DECLARED_ACTION_LINE, "FRAY.Declared.Action.Line."],
  ["why a declaration is refused", DECLARED_ACTION_REFUSAL, "FRAY.Declared.Action.Refusal."],
  ["why a riposte is refused", DECLARED_RIPOSTE_REFUSAL, "FRAY.Declared.Riposte.Refusal."],
  ["what a riposte answers", DECLARED_RIPOSTE_TRIGGER, "FRAY.Declared.Riposte.Trigger."],
  ["the declaration order setting", settingKeys(DECLARED_DECLARATION_ORDER_SETTING), "FRAY.Declared.Setting.declarationOrder."],
  ["the riposte setting", settingKeys(DECLARED_RIPOSTE_SETTING), "FRAY.Declared.Setting.riposte."],
];

describe("every label the declared actions return has English text", () => {
  it.each(GROUPS)("%s", (_name, keys, folder) => {
    for (const key of Object.values(keys)) {
      expect(key.startsWith(folder), key).toBe(true);
      expect(lang.get(key), key).toMatch(/\S/);
    }
  });

  it("every action has a name, and the ones using a thing name it", () => {
    expect(Object.keys(DECLARED_ACTION_LABEL)).toEqual([...DECLARED_ACTION_KINDS]);
    for (const key of Object.values(DECLARED_ACTION_WITH)) expect(lang.get(key), key).toContain("{item}");
  });
});

describe("the world settings", () => {
  it("offer the chapter's ways of declaring, round the table from the GM's left by default", () => {
    expect(DECLARED_DECLARATION_ORDER_SETTING.key).toBe("declaredDeclarationOrder");
    expect(Object.keys(DECLARED_DECLARATION_ORDER_SETTING.choices)).toEqual([...DECLARATION_ORDERS]);
    expect(DECLARED_DECLARATION_ORDER_SETTING.default).toBe("clockwise");
  });

  it("let any armed creature riposte a foe entering its reach by default", () => {
    expect(DECLARED_RIPOSTE_SETTING.key).toBe("declaredRiposte");
    expect(Object.keys(DECLARED_RIPOSTE_SETTING.choices)).toEqual(["anyone", "fullDefenseOnly"]);
    expect(DECLARED_RIPOSTE_SETTING.default).toBe("anyone");
  });
});
