import { clsx, type ClassValue } from "clsx";

/**
 * shadcn's `cn` without tailwind-merge: its engine costs about 3 KB gzip on every public page,
 * and the public home page must stay under 100 KB of JavaScript. So a later class does NOT
 * override a conflicting earlier one: the kit's components take `className` only to add classes
 * (margins, widths, alignment); anything that changes their look is a variant or a prop.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
