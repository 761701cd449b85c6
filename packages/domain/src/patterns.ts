// Plain patterns shared by contracts and the web's forms, free of zod so that the sign-in chunk stays small.

/** Mainland mobile number: 11 digits starting 13 to 19 (platform spec §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
