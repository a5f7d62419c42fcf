/** The readying dialog as plain data: the readyable actions (Attack first) and, when readying, the trigger field. Pure. */
import { READYABLE_ACTIONS, TRIGGER_MAX_LENGTH } from "../../rules/actions/ready-action";
import { ACTION_NAME_KEYS } from "./keys";

export function readyDialogView(askTrigger: boolean) {
  return {
    actions: READYABLE_ACTIONS.map((id, index) => ({ value: id, label: ACTION_NAME_KEYS[id], selected: index === 0 })),
    askTrigger,
    maxLength: TRIGGER_MAX_LENGTH,
  };
}
