// Interface strings of the list area: key → [zh-CN, en-US]. Keys start with "list.".
export const listStrings = {} as const satisfies Record<string, readonly [string, string]>;
