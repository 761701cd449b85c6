// Interface strings of the account area: key → [zh-CN, en-US]. Keys start with "account.".
export const accountStrings = {} as const satisfies Record<string, readonly [string, string]>;
