/** Spec: authenticator mode digits only (max 6); recovery mode uppercased (max 8). */
export function cleanCode(value: string, recovery: boolean): string {
  return recovery
    ? value
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "")
        .slice(0, 8)
    : value.replace(/\D/g, "").slice(0, 6);
}
