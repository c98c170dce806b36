import { expect, openHydrated, test } from "./fixtures";

/**
 * The PGSI self-assessment on /responsible-gambling: nine questions, a score and its band, all in
 * the browser. Every request the page makes once hydrated is recorded: answering sends none.
 */
test("the PGSI self-assessment scores nine answers in the browser and sends nothing; the place's help is listed", async ({ page, watch }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openHydrated(page, watch, "/responsible-gambling");
  // The e2e site places an unheadered visitor in the UK (the demo's place).
  const help = page.getByRole("region", { name: "Help in United Kingdom" });
  await expect(help.getByRole("link", { name: "GAMSTOP" })).toHaveAttribute("href", "https://www.gamstop.co.uk");

  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  const form = page.getByRole("region", { name: "Check Your Gambling" });
  const submit = form.getByRole("button", { name: "Answer all nine questions to see your score" });
  await expect(submit).toBeDisabled();
  const questions = form.getByRole("group");
  await expect(questions).toHaveCount(9);
  // Sometimes (1) to the first two, Most of the time (2) to the third, Never to the rest: 4, moderate risk.
  const answers = ["Sometimes", "Sometimes", "Most of the time", "Never", "Never", "Never", "Never", "Never", "Never"];
  for (const [i, answer] of answers.entries()) await questions.nth(i).getByRole("radio", { name: answer, exact: true }).check();
  await form.getByRole("button", { name: "See my score" }).click();
  await expect(form.getByRole("status")).toContainText("Your score: 4 of 27. Moderate risk.");
  // A changed answer and a new look: 2, low risk.
  await questions.nth(2).getByRole("radio", { name: "Never", exact: true }).check();
  await form.getByRole("button", { name: "See my score" }).click();
  await expect(form.getByRole("status")).toContainText("Your score: 2 of 27. Low risk.");
  expect(requests).toEqual([]);
  // It fits a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
