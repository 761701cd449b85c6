// Table types of maintenance items and maintenance control (migration 0004).

// biome-ignore lint/suspicious/noEmptyInterface: filled by the maintenance tables
export interface MaintenanceTables {}
