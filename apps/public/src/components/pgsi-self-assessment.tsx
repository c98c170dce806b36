import { useState, type FormEvent } from "react";
import { PGSI_ANSWERS, PGSI_QUESTIONS, pgsiBand, pgsiScore } from "../lib/pgsi";

/**
 * The PGSI's nine questions, scored in the browser. The answers never leave it: the form posts
 * nowhere, nothing is stored, and no analytics event carries them.
 */
export function PgsiSelfAssessment() {
  const [answers, setAnswers] = useState<(number | null)[]>(() => PGSI_QUESTIONS.map(() => null));
  const [shown, setShown] = useState<number | null>(null);
  const score = pgsiScore(answers);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setShown(score);
  };
  const band = shown === null ? null : pgsiBand(shown);
  return (
    <form onSubmit={onSubmit} aria-describedby="pgsi-private" className="mt-4 space-y-4">
      <p id="pgsi-private" className="text-sm text-slate-400">
        Thinking about the last 12 months. Your answers stay in this browser: they are not sent or stored anywhere.
      </p>
      <ol className="space-y-4">
        {PGSI_QUESTIONS.map((question, i) => (
          <li key={question}>
            <fieldset className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
              <legend className="px-1 font-semibold text-slate-100">
                {i + 1}. {question}
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {PGSI_ANSWERS.map((answer, points) => (
                  <label key={answer} className="flex min-h-11 items-center gap-2 text-sm text-slate-200">
                    <input
                      type="radio"
                      name={`pgsi-${i}`}
                      value={points}
                      checked={answers[i] === points}
                      onChange={() => setAnswers((a) => a.map((v, j) => (j === i ? points : v)))}
                      className="h-5 w-5 accent-emerald-500"
                    />
                    {answer}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="submit"
        disabled={score === null}
        className="min-h-11 rounded-md bg-emerald-500 px-5 py-2 font-semibold text-slate-950 hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-300 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {score === null ? "Answer all nine questions to see your score" : "See my score"}
      </button>
      <div role="status" aria-live="polite" data-pgsi-result>
        {band && (
          <div className="rounded-xl border border-emerald-700 bg-emerald-950/40 p-4">
            <p className="font-bold text-slate-100">
              Your score: {shown} of 27. {band.title}.
            </p>
            <p className="mt-1 text-slate-300">{band.text}</p>
          </div>
        )}
      </div>
    </form>
  );
}
