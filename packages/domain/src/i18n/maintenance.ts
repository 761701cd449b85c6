// Interface strings of the maintenance area: key → [zh-CN, en-US]. Keys start with "maintenance.".

export const maintenanceStrings = {
  'maintenance.title': ['maintenance', 'Maintenance'],
} as const satisfies Record<string, readonly [string, string]>;
