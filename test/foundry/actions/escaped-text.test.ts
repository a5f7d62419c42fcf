/**
 * HTML we build in code escapes what players write: an actor named `<img src=x onerror=…>` shows as
 * those characters in the GMs' whisper and in a confirm dialog, never as markup. Foundry cleans chat
 * HTML too, but nothing of ours relies on that. foundry.utils.escapeHTML escapes &, <, >, " and '
 * (https://foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html).
 */
import { describe, expect, it } from "vitest";

const created: { content: string; whisper?: string[] }[] = [];
const dialogs: string[] = [];
const g = globalThis as Record<string, any>;
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
g.foundry = {
  utils: { escapeHTML: (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) },
  applications: { api: { DialogV2: { confirm: async (config: { content: string }) => (dialogs.push(config.content), true) } } },
};
g.ChatMessage = { create: async (data: { content: string }) => void created.push(data), getSpeaker: () => ({}) };
g.game = { users: { contents: [{ id: "gm", isGM: true }, { id: "p1", isGM: false }] } };

const { whisperToGms } = await import("../../../src/foundry/actions/gm-whisper");
const { confirmDialog } = await import("../../../src/foundry/actions/override");
const { postChatNote } = await import("../../../src/foundry/actions/chat-note");

const NAME = `<img src=x onerror="alert('hi')">`;

describe("names in the HTML we build show as text", () => {
  it("the GMs' whisper about an overridden rule", async () => {
    await whisperToGms({ name: NAME } as never, `${NAME} attacked past the budget`);
    expect(created.at(-1)?.content).toBe(`<p class="fray-override">&lt;img src=x onerror=&quot;alert(&#x27;hi&#x27;)&quot;&gt; attacked past the budget</p>`);
    expect(created.at(-1)?.whisper).toEqual(["gm"]);
  });

  it("a confirm dialog naming the character", async () => {
    expect(await confirmDialog("Anyway?", `${NAME} has no action left.`)).toBe(true);
    expect(dialogs.at(-1)).not.toContain("<img");
    expect(dialogs.at(-1)).toContain("&lt;img");
  });

  it("a public chat note", async () => {
    await postChatNote({ name: NAME } as never, `${NAME} stands up`);
    expect(created.at(-1)?.content).not.toContain("<img");
  });
});
