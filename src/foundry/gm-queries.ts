/** The command channel's public face (see ./channel); kept at this path for the modules that import it. */
export { askGm, onGmLane, registerGmHandler, type GmAnswer, type GmHandler } from "./channel";
