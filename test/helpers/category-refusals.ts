// The refusals create_category and update_category word alike, from the category rules they share: a group
// that is not one of the plan's, and a name that is not one line of visible characters.

export const notAGroup = (id: string) => `Category group ${id} is not one of this plan's groups: use an id from list_category_groups.`;

export const notOneLine = (name: string) =>
  `Category name ‘${name}’ must be one line of visible characters: remove line breaks, control characters and invisible characters.`;
