/**
 * Spec: authenticator mode digits only (max 6); recovery mode uppercased (max 8). Normalised first,
 * then cut: authenticator apps show "123 456", and cutting first kept "123 45". For the same reason
 * the code inputs carry no maxLength (the browser would cut a paste before this sees it).
 */
export function cleanCode(value: string, recovery = false): string {
  return recovery
    ? value
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "")
        .slice(0, 8)
    : value.replace(/\D/g, "").slice(0, 6);
}
