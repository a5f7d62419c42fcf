/** An actor's data model as Foundry hands it to prepareDerivedData: its source data, and the actor's items on `parent`. */
export function preparedModel<M extends { prepareDerivedData(): void }>(Model: new () => M, system: object, items: object[]) {
  const model = Object.assign(new Model(), structuredClone(system), { parent: { items: { contents: items } } });
  model.prepareDerivedData();
  return model;
}
