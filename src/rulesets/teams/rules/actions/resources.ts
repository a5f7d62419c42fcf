/** Stamina and focus as the action rules see them: plain numbers the shell reads from the actor. */
export interface Resources {
  stamina: number;
  focus: number;
}

export interface ResourceCost {
  stamina: number;
  focus: number;
}

/** Pays a cost; a forced action can cost more than is left, and then what is left runs out at zero. */
export function payResources(resources: Resources, cost: ResourceCost): Resources {
  return {
    stamina: Math.max(0, resources.stamina - cost.stamina),
    focus: Math.max(0, resources.focus - cost.focus),
  };
}

/** The key of what is missing to pay the cost, or null when it can be paid. */
export function missingResource(resources: Resources, cost: ResourceCost): "stamina" | "focus" | null {
  if (resources.stamina < cost.stamina) return "stamina";
  if (resources.focus < cost.focus) return "focus";
  return null;
}
