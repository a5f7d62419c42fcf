/** Where sides' flows read an attack card's record. The flags type lives in src/foundry/message-flags.ts. */
export { attackCardOf } from "./card-message";
