import { BONUS_GUIDE_LIMITS } from "@eb/api/contracts";
import type { BonusExplainer, BonusGuide } from "@eb/api/shared";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { Textarea } from "@eb/ui/textarea";
import { defaultBonusGuide } from "./rule-form-state";

type ListName = keyof BonusGuide;

/** How each list is named on the screen: "Step 2 title", "Add bonus type". */
const WORDS: Record<ListName, { one: string; legend: string }> = {
  steps: { one: "Step", legend: "How to Claim a Bonus: steps" },
  types: { one: "Bonus type", legend: "Types of Betting Bonuses" },
};

type Props = {
  guide: BonusGuide;
  onChange: (guide: BonusGuide) => void;
  /** The form's errors, keyed by path ("bonusGuide.steps.0.title", "bonusGuide.steps"). */
  errors: Record<string, string>;
};

/**
 * A place's /bonuses explainers in the rule dialog: each step and bonus type as a title and a
 * text, added, removed, or all set back to the default texts. "{age}" in a text shows the place's
 * minimum age. Checked with the server's schema on save, like the rest of the rule.
 */
export function BonusGuideFields({ guide, onChange, errors }: Props) {
  const setItem = (list: ListName, index: number, item: BonusExplainer) =>
    onChange({ ...guide, [list]: guide[list].map((old, i) => (i === index ? item : old)) });
  const remove = (list: ListName, index: number) => onChange({ ...guide, [list]: guide[list].filter((_, i) => i !== index) });
  const add = (list: ListName) => onChange({ ...guide, [list]: [...guide[list], { title: "", text: "" }] });

  const section = (list: ListName) => {
    const { one, legend } = WORDS[list];
    const full = guide[list].length >= BONUS_GUIDE_LIMITS[list];
    return (
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-800 p-3">
        <legend className="px-1 text-sm font-medium">{legend}</legend>
        {errors[`bonusGuide.${list}`] && (
          <p role="alert" className="text-sm text-red-400">
            {errors[`bonusGuide.${list}`]}
          </p>
        )}
        {guide[list].map((item, i) => (
          <div key={i} className="flex flex-col gap-2 border-b border-slate-800 pb-3 last:border-b-0 last:pb-0">
            <FormField label={`${one} ${i + 1} title`} error={errors[`bonusGuide.${list}.${i}.title`]}>
              <Input value={item.title} maxLength={80} onChange={(e) => setItem(list, i, { ...item, title: e.target.value })} />
            </FormField>
            <FormField label={`${one} ${i + 1} text`} error={errors[`bonusGuide.${list}.${i}.text`]}>
              <Textarea value={item.text} maxLength={600} onChange={(e) => setItem(list, i, { ...item, text: e.target.value })} />
            </FormField>
            <Button variant="outline" size="sm" className="self-start" onClick={() => remove(list, i)}>
              Remove {one.toLowerCase()} {i + 1}
            </Button>
          </div>
        ))}
        <Button variant="outline" size="sm" className="self-start" disabled={full} onClick={() => add(list)}>
          Add {one.toLowerCase()}
        </Button>
      </fieldset>
    );
  };

  return (
    <section aria-labelledby="bonus-guide-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="bonus-guide-heading" className="text-sm font-semibold">
          Bonuses page explainers
        </h3>
        <Button variant="outline" size="sm" onClick={() => onChange(defaultBonusGuide())}>
          Reset to the default texts
        </Button>
      </div>
      <p className="text-xs text-slate-400">
        Shown on /bonuses to visitors from this place where bonuses may be advertised. Write {"{age}"} for the minimum age.
      </p>
      {section("steps")}
      {section("types")}
    </section>
  );
}
