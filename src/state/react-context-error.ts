/** Thrown by `useX()` hooks called outside their `XProvider`. */
export class ReactContextError extends Error {
  constructor(providerName: string, hookName: string) {
    super(`${hookName}() was called outside <${providerName}>. Wrap the tree in <${providerName}> (see src/wrap-root-element.tsx).`);
    this.name = "ReactContextError";
  }
}
