import { describe, expect, it } from "vitest";
import { DEFAULT_BONUS_GUIDE } from "@eb/api/shared";
import { checkRule, emptyRuleForm } from "./rule-form-state";

const valid = () => ({
  ...emptyRuleForm(),
  code: "SE",
  responsibleGamblingText: "Play responsibly.",
  helplineName: "Stödlinjen",
  helplineUrl: "https://www.stodlinjen.se",
});

describe("the rule form's /bonuses explainers", () => {
  it("start as an editable copy of the default texts", () => {
    const form = emptyRuleForm();
    expect(form.bonusGuide).toEqual(DEFAULT_BONUS_GUIDE);
    form.bonusGuide.steps[0]!.title = "Changed";
    expect(DEFAULT_BONUS_GUIDE.steps[0]!.title).toBe("Sign Up");
  });

  it("are checked with the server's schema, errors keyed by the field's path", () => {
    const form = valid();
    expect(checkRule(form, true)).toMatchObject({ ok: true, rule: { bonusGuide: DEFAULT_BONUS_GUIDE } });
    form.bonusGuide = { steps: [{ title: "", text: "Sign up." }], types: Array.from({ length: 9 }, () => ({ title: "T", text: "x" })) };
    expect(checkRule(form, true)).toEqual({
      ok: false,
      errors: { "bonusGuide.steps.0.title": "Enter a title", "bonusGuide.types": "At most 8 bonus types" },
    });
  });
});
