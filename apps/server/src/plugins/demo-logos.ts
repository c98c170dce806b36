import type { FastifyInstance } from "fastify";

const PALETTE = ["#2563eb", "#dc2626", "#16a34a", "#9333ea", "#ea580c", "#0891b2", "#ca8a04", "#db2777"];

/** Initials badge for a demo team, so the demo site shows logos without any outside host. */
export function demoLogoSvg(slug: string): string {
  const words = slug.split("-").filter((w) => w && !["cs2", "lol", "valorant", "dota2"].includes(w));
  const initials =
    words
      .map((w) => w[0]!.toUpperCase())
      .join("")
      .slice(0, 3) || "?";
  const color = PALETTE[[...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img"><title>${initials}</title><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="40" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export async function demoLogosPlugin(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>("/demo-logos/:file", async (req, reply) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(req.params.file);
    if (!match) return reply.callNotFound();
    return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(demoLogoSvg(match[1]!));
  });
}
