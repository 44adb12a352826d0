/**
 * The document type codes (docs/documents-and-portal.md §1), without the schemas: the dashboard's
 * documents panel needs the codes only, and the schemas bring zod into the first screen after
 * sign-in. One type code set, the original screen's (the legacy system: its server used three
 * other sets, a bug not carried over): 1 circular, 2 system manual, 3 other, 4 system notice,
 * 5 software package.
 */
export const DOC_TYPES = [1, 2, 3, 4, 5] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const DOC_TYPE = { circular: 1, manual: 2, other: 3, notice: 4, software: 5 } as const;
