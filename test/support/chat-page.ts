/** Pages that stand a chat card or a dialog in the sidebar's place, styled with Fray's compiled CSS. */
import path from "node:path";
import * as sass from "sass";
import { ROOT } from "./lang";

/** Fray's stylesheet compiled from source, so a render check needs no `npm run build`. */
export const FRAY_CSS = sass.compile(path.join(ROOT, "styles/fray.scss"), { style: "expanded" }).css;
const css = FRAY_CSS;
const BODY = `body { margin: 0; padding: 16px; background: #3b3a36; font-family: "Signika", "Segoe UI", system-ui, sans-serif; }`;

/** A chat log entry the size of Foundry's sidebar, holding the card as message content. */
export function chatPage(content: string, speaker = "Maren"): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
    ${BODY}
    .chat-message { width: 300px; background: #f6f1e7; border: 1px solid #cbbfa8; border-radius: 6px; padding: 6px 8px; box-shadow: 0 0 10px #000; }
    .message-header { font: 600 13px sans-serif; color: #5b544a; border-bottom: 1px solid #cbbfa8; margin-bottom: 6px; padding-bottom: 3px; }
  </style></head><body><li class="chat-message message" style="list-style:none"><header class="message-header">${speaker}</header><div class="message-content">${content}</div></li></body></html>`;
}

/** A dialog window; with `button`, the form ends in that one submit button. */
export function dialogPage(title: string, content: string, button?: string): string {
  const footer = button === undefined ? "" : `<footer><button type="button">${button}</button></footer>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
    ${BODY} body { font-size: 14px; }
    .application { width: 400px; background: #f6f1e7; border-radius: 6px; overflow: hidden; box-shadow: 0 0 12px #000; color: #23201c; }
    .window-header { background: #23201c; color: #f6f1e7; padding: 6px 10px; font: 600 14px sans-serif; }
    .window-content { padding: 10px; }
    select, input[type=number] { height: 1.8rem; }
    footer button { width: 100%; margin-top: 8px; line-height: 2rem; }
  </style></head><body><div class="application dialog"><header class="window-header">${title}</header>
  <form class="window-content">${content}${footer}</form></div></body></html>`;
}
