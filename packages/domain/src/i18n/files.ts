// Interface strings of the files area: key → [zh-CN, en-US]. Keys start with "files.".

export const filesStrings = {
  'files.title': ['files', 'Files'],
} as const satisfies Record<string, readonly [string, string]>;
