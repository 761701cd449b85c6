// Where sign-in returns to: a path of this application only (never `//host`, never another origin).

/** The `redirect` parameter when it names a path of this application; otherwise the home route. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}
