// Interface strings of the plane area: key → [zh-CN, en-US]. Keys start with "plane.".

export const planeStrings = {
  'plane.title': ['plane', 'Plane'],
} as const satisfies Record<string, readonly [string, string]>;
