/** Fray's command channel: players' commands to the active GM, the GM's answers and pushes. */
export { answerRefusal, CHANNEL_REFUSAL, refusal, type GmAnswer } from "./answer";
export { askGm, sendToGm, watchAskedGm } from "./ask-gm";
export { registerGmHandler, isActiveGmHere, type GmHandler } from "./gm-handlers";
export { answerOnGmLane, onGmLane } from "./gm-lane";
export { onArrivalAsActiveGm, watchActiveGm } from "./gm-arrival";
export { parkForGm, isParked, type GmDecision } from "./gm-decision";
export { pushToUser, registerPlayerHandler } from "./push";
export { listenOnSocket } from "./socket";
export { inRulesetScope } from "./registry";
