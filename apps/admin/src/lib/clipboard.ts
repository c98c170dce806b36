/**
 * Puts text on the clipboard where the browser allows it; a refusal is ignored. The DOM types
 * declare `navigator.clipboard` everywhere, but browsers give it only to secure contexts (HTTPS,
 * localhost): a back office opened over plain HTTP has none.
 */
export async function copyText(text: string): Promise<void> {
  const browser: { clipboard?: Clipboard } = navigator;
  await browser.clipboard?.writeText(text).catch(() => undefined);
}
