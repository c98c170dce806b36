/** A server-rendered page's text as a visitor reads it: scripts, tags, React's text separators and the entities it writes, out. */
export const pageText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
