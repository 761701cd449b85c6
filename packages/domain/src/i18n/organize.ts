// Interface strings of the organize area: key → [zh-CN, en-US]. Keys start with "organize.".
export const organizeStrings = {} as const satisfies Record<string, readonly [string, string]>;
