// Interface strings of the frame area: key → [zh-CN, en-US]. Keys start with "frame.".
export const frameStrings = {} as const satisfies Record<string, readonly [string, string]>;
