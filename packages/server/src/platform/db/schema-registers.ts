// Table types of the reference data and registers (migration 0003).

// biome-ignore lint/suspicious/noEmptyInterface: filled by the registers tables
export interface RegisterTables {}
