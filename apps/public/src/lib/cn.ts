import { clsx, type ClassValue } from "clsx";

/**
 * shadcn's `cn`, without tailwind-merge: even its trimmed engine costs ~3 KB gzip on every
 * page, and the home page must stay under 100 KB of JavaScript. So a later class does NOT
 * override a conflicting earlier one here; components in components/ui take only classes
 * that add to their variants (margins, widths, flex), never ones that fight them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
