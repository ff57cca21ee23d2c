/** A resource, scope, policy or other object a form names by id, with the name it shows for it. */
export interface NamedChoice {
  id: string;
  name: string;
}

/** Objects as the server lists them (`id`, or `_id` for resources), as choices with names. */
export const namedChoices = (
  items: readonly { id?: string; _id?: string; name?: string }[],
): NamedChoice[] =>
  items.flatMap((item) => {
    const id = item.id ?? item._id;
    return id === undefined ? [] : [{ id, name: item.name ?? id }];
  });
