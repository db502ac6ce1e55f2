/** A "contains" pattern for `ilike`: LIKE wildcards in what the team typed are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
