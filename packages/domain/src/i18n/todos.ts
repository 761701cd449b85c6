// Notices to people (model document §2.4, §4, §8): server messages `todo.*`. Listed in frame-area-messages.ts.

export const todoMessages = {
  'todo.notBulletin': ['只有技术通告可以通知人员', 'Only technical bulletins notify people'],
  'todo.badPerson': ['该人员不是该单位的成员', 'The person is not a member of the organisation'],
  'todo.badCompany': ['该单位不存在', 'The organisation does not exist'],
  'todo.alreadyNotified': ['已经通知，请勿重复通知', 'Already notified'],
} as const satisfies Record<string, readonly [string, string]>;
