import base from "./vite.config.ts";
import { writeFileSync } from "node:fs";
export default (env: any) => {
  const cfg = (base as any)(env);
  cfg.build.outDir = "/tmp/tabs-analyze-out";
  cfg.plugins.push({
    name: "dump",
    generateBundle(_o: any, bundle: any) {
      const out: string[] = [];
      for (const [f, c] of Object.entries<any>(bundle)) {
        if (c.type !== "chunk") continue;
        out.push(`== ${f} imports=${c.imports.join(",")} dyn=${c.dynamicImports.length}`);
        for (const [id, m] of Object.entries<any>(c.modules)) out.push(`  ${m.renderedLength} ${id.replace(/.*node_modules\//, "nm:").replace("/work/wt-tabs/", "")}`);
      }
      writeFileSync("/tmp/tabs-modules.txt", out.join("\n"));
    },
  });
  return cfg;
};
