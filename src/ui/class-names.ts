/** CSS classes joined with spaces, leaving out the absent ones (`undefined`, `false`, `""`). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
