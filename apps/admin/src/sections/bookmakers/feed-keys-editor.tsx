import { useId } from "react";
import { MAPPED_FEED_LABELS, MAPPED_FEEDS, type MappedFeed } from "@eb/api/contracts";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { feedKeyErrorKey, type FeedKeysState } from "./content-form-state";

/** How each feed writes its bookmaker keys, as the placeholder shows it. */
const EXAMPLE_KEY: Record<MappedFeed, string> = { "the-odds-api": "pinnacle", stadar: "pinnacle", "odds-api-io": "vortex_bet" };

type Props = {
  keys: FeedKeysState;
  onChange: (feed: MappedFeed, key: string) => void;
  errors: Record<string, string>;
  /** What a feed key does. */
  usage: string;
};

/**
 * A bookmaker's key on each odds feed an admin maps, one field per feed: each feed names bookmakers
 * its own way, and a key another bookmaker has on that feed is refused under its own field.
 */
export function FeedKeysEditor({ keys, onChange, errors, usage }: Props) {
  const usageId = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-800 p-3" aria-describedby={usageId}>
      <legend className="px-1 text-sm font-medium text-slate-200">Odds Feed Keys</legend>
      <p id={usageId} className="text-xs text-slate-400">
        {usage}
      </p>
      {MAPPED_FEEDS.map((feed) => (
        <FormField key={feed} label={`${MAPPED_FEED_LABELS[feed]} Key`} error={errors[feedKeyErrorKey(feed)]}>
          <Input
            value={keys[feed]}
            maxLength={60}
            placeholder={EXAMPLE_KEY[feed]}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
            onChange={(e) => onChange(feed, e.target.value)}
          />
        </FormField>
      ))}
    </fieldset>
  );
}
