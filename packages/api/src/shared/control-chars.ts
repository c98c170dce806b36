const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls and DEL. PostgreSQL refuses NUL in text, and no field here needs the others. */
export function hasControlChars(s: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 || c === 0x7f) && !(allowLineBreaks && LINE_BREAKS_AND_TAB.has(c))) return true;
  }
  return false;
}
