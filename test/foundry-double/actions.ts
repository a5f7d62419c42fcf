/**
 * Additions to the combat double for the sides action economy: combatants with Fray system data
 * that update, actors with sides data, items and statuses, tokens on a gridded scene, chat
 * messages, i18n that echoes keys with their data, templates rendered with the real Handlebars
 * double, and a confirm dialog whose answer the test chooses. Everything done is recorded.
 */
import { compileTemplate } from "../support/render-sheet";
import { initialData } from "../../src/core/schema/spec";
import { weaponSchema } from "../../src/rulesets/sides/schema/items";
import { statusSetEffects, toggleStatusEffect, type ToggleOptions } from "./status-toggle";

export interface ChatRecord {
  type?: string;
  system?: Record<string, any>;
  content?: string;
  whisper?: string[];
  speaker?: unknown;
}

export interface ActionsRecorded {
  chat: ChatRecord[];
  /** Tokens a user targeted through Token#setTarget. */
  targeted: string[];
  statusChanges: { actor: string; status: string; active: boolean }[];
  confirms: { title: string; content: string }[];
  /** What the next confirm dialogs answer, in order (true when empty). */
  confirmAnswers: boolean[];
}

export function installActionsDouble(): ActionsRecorded {
  const recorded: ActionsRecorded = { chat: [], targeted: [], statusChanges: [], confirms: [], confirmAnswers: [] };
  const g = globalThis as Record<string, any>;
  class TokenDocument {}
  // v13 exposes document classes as globals too (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html).
  g.TokenDocument = TokenDocument;
  g.foundry = {
    ...(g.foundry ?? {}),
    documents: { ...(g.foundry?.documents ?? {}), TokenDocument },
    applications: {
      ...(g.foundry?.applications ?? {}),
      api: {
        DialogV2: {
          async confirm(options: { window: { title: string }; content: string }) {
            recorded.confirms.push({ title: options.window.title, content: options.content });
            return recorded.confirmAnswers.shift() ?? true;
          },
        },
      },
      handlebars: { renderTemplate: async (path: string, context: object) => compileTemplate(path)(context) },
    },
  };
  g.ChatMessage = {
    create: async (data: ChatRecord) => void recorded.chat.push(structuredClone(data)),
    getSpeaker: ({ actor, token }: { actor?: { name: string }; token?: { name: string } }) => ({ alias: actor?.name ?? token?.name ?? "" }),
  };
  g.game.i18n = {
    localize: (key: string) => key,
    format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
  };
  return recorded;
}

export interface WeaponSeed {
  id: string;
  category: "melee" | "ranged" | "unarmed";
  carry?: "readied" | "stowed";
  long?: boolean;
  launcher?: "none" | "bow" | "crossbow";
}

export interface FighterSeed {
  id: string;
  name: string;
  owners: string[];
  /** Grid square of the token's top-left corner. */
  at: [number, number];
  disposition: number;
  monster?: { attacks: { range: number }[]; trainedSnap?: boolean };
  weapons?: WeaponSeed[];
  shoot?: number;
  statuses?: string[];
  hidden?: boolean;
}

export interface SidesModels {
  SidesCharacterData: new () => object;
  SidesMonsterData: new () => object;
  SidesWeaponData: new () => object;
  FrayCombatantData: new () => object;
}

const GRID_PX = 100;

function actorOf(seed: FighterSeed, models: SidesModels, recorded: ActionsRecorded) {
  const items = (seed.weapons ?? []).map((weapon) => ({
    id: weapon.id,
    name: weapon.id,
    type: "sidesWeapon",
    system: Object.assign(new models.SidesWeaponData(), initialData(weaponSchema), { carry: "readied", long: false, launcher: "none", ...weapon }),
  }));
  const system = seed.monster
    ? Object.assign(new models.SidesMonsterData(), { movement: 30, morale: 7, trainedSnap: false, ...seed.monster })
    : Object.assign(new models.SidesCharacterData(), {
        attributes: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
        combatSkills: { brawl: 0, stab: 1, shoot: seed.shoot ?? 0 },
        movement: 30,
      });
  const statuses = new Set(seed.statuses ?? []);
  return {
    id: `actor-${seed.id}`,
    name: seed.name,
    system,
    statuses,
    items: { contents: items },
    /** As the current user sees it: the GM owns everything. */
    get isOwner() {
      const user = (globalThis as Record<string, any>).game.user as { id: string; isGM: boolean };
      return user.isGM || seed.owners.includes(user.id);
    },
    testUserPermission: (user: { id: string; isGM?: boolean }) => user.isGM === true || seed.owners.includes(user.id),
    /** Actor#toggleStatusEffect (./status-toggle): statuses only, each its own effect; each creation or deletion is a status change. */
    toggleStatusEffect: (id: string, options: ToggleOptions = {}) =>
      toggleStatusEffect(statusSetEffects(statuses, (change) => void recorded.statusChanges.push({ actor: seed.name, ...change })), id, options),
  };
}

/** A scene whose tokens stand where the seeds say; returns the tokens by seed id. */
export function placeTokens(seeds: FighterSeed[], models: SidesModels, recorded: ActionsRecorded) {
  const tokens = new Map<string, Record<string, any>>();
  const scene = { grid: { size: GRID_PX, distance: 5 }, tokens: { contents: [] as unknown[], get: (id: string) => tokens.get(id) } };
  const g = globalThis as Record<string, any>;
  for (const seed of seeds) {
    const token = Object.assign(new g.foundry.documents.TokenDocument(), {
      id: `token-${seed.id}`,
      name: seed.name,
      uuid: `Scene.s1.Token.token-${seed.id}`,
      x: seed.at[0] * GRID_PX,
      y: seed.at[1] * GRID_PX,
      width: 1,
      height: 1,
      disposition: seed.disposition,
      hidden: seed.hidden ?? false,
      texture: { src: "icons/svg/mystery-man.svg" },
      actor: actorOf(seed, models, recorded),
      parent: scene,
      object: { setTarget: () => void recorded.targeted.push(`token-${seed.id}`) },
    }) as Record<string, any>;
    tokens.set(token.id, token);
    scene.tokens.contents.push(token);
  }
  g.fromUuidSync = (uuid: string) => [...tokens.values()].find((token) => token.uuid === uuid) ?? null;
  return { scene, tokens };
}

/** Just enough of a rendered chat card for the card pipeline's button wiring: its buttons (action and role), no button row. */
/** A button's other data-* attributes as HTMLElement#dataset names them (data-token-uuid → tokenUuid). */
function datasetOf(attributes: string): Record<string, string> {
  const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries([...attributes.matchAll(/data-([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [camel(name!), value!]));
}

export function fakeCardHtml(content: string) {
  const buttons = [...content.matchAll(/data-fray-card-action="([^"]+)" data-role="([^"]*)"((?: data-[a-z-]+="[^"]*")*)(?:>([^<]*)<\/button>)?/g)].map((match) => ({
    dataset: { frayCardAction: match[1], role: match[2], ...datasetOf(match[3] ?? "") } as Record<string, string | undefined>,
    /** The button's label as the template wrote it (Node#textContent, still HTML-escaped), when the tag closes right after it. */
    text: match[4] ?? "",
    disabled: false,
    removed: false,
    listeners: [] as (() => void)[],
    remove() {
      this.removed = true;
    },
    addEventListener(_type: string, listener: (event: { preventDefault(): void }) => void) {
      this.listeners.push(() => listener({ preventDefault() {} }));
    },
  }));
  /**
   * Lines Fray adds to the card, made by the element's document and appended to it (Document#createElement,
   * Node#textContent, Element#append: https://developer.mozilla.org/en-US/docs/Web/API/Document/createElement,
   * …/Node/textContent, …/Element/append), and found again by their class (Element#querySelector).
   */
  const lines: { className: string; textContent: string }[] = [];
  const html = {
    querySelectorAll: () => buttons.filter((button) => !button.removed),
    querySelector: (selector: string) => lines.find((line) => selector === `.${line.className}`) ?? null,
    ownerDocument: { createElement: () => ({ className: "", textContent: "" }) },
    append: (...nodes: { className: string; textContent: string }[]) => void lines.push(...nodes),
  };
  return { html: html as unknown as HTMLElement, buttons, lines };
}

/**
 * Gives the combat double's combatants their token on the scene and that token's actor; their
 * round budgets live on the combat (its `system.roundState`), which the GM's \`update\` writes.
 */
export function equipCombatants(combat: Record<string, any>, tokens: Map<string, Record<string, any>>, models: SidesModels) {
  for (const combatant of combat.combatants.contents as Record<string, any>[]) {
    const token = tokens.get(`token-${combatant.id}`);
    if (!token) continue;
    combatant.token = token;
    combatant.actor = token.actor;
    combatant.system = new models.FrayCombatantData();
  }
  combat.getCombatantsByActor = (actor: { id: string }) => combat.combatants.contents.filter((c: { actor?: { id: string } }) => c.actor?.id === actor.id);
}
