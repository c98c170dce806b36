import { expect, test } from "./fixtures";

/**
 * The bonuses page's bookmaker cards keep a visible gap above their button at a phone's 360 px and
 * on a desktop: the button sits at the card's foot (cards of a row end level), and the tallest card's
 * content must not run into it. A GB visitor (the demo licenses several bookmakers there), as the
 * CDN's header says.
 */
const MIN_GAP_PX = 12;

for (const width of [360, 1280]) {
  test(`every bonus card keeps at least ${MIN_GAP_PX} px above its button at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "CF-IPCountry": "GB" }, viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto("/bonuses");
      const cards = page.getByRole("region", { name: "Featured Bookmakers" }).getByRole("article");
      await expect(cards.first()).toBeVisible();
      // Per card: the space between the lowest bottom of what comes before the button and the button's top.
      const gaps = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const button = article.querySelector("a[data-placement='bonuses-featured']");
          if (!button) return null;
          const top = button.getBoundingClientRect().top;
          let above = -Infinity;
          for (const el of article.querySelectorAll("*")) {
            if (el === button || button.contains(el) || el.contains(button)) continue;
            const box = el.getBoundingClientRect();
            if (box.height > 0 && box.bottom <= top + 1) above = Math.max(above, box.bottom);
          }
          return { name: article.getAttribute("aria-label"), gap: Math.round(top - above) };
        }),
      );
      const withButton = gaps.filter((g) => g !== null);
      expect(withButton.length).toBeGreaterThan(0);
      for (const card of withButton) expect(card.gap, `${card.name} at ${width} px`).toBeGreaterThanOrEqual(MIN_GAP_PX);
    } finally {
      await context.close();
    }
  });
}
