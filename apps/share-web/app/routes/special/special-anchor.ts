/** The id of a section of a special: what its tab links to. */
export const sectionAnchor = (key: string) => `section-${key}`;
