import { FormField } from "@eb/ui/form-field";
import { NativeSelect } from "@eb/ui/native-select";
import { EmptyState, QueryBoundary, type QueryResultLike } from "@eb/ui/query-boundary";
import type { AdminBookmaker } from "./ab-test-types";
import { listedBookmakers } from "./listed-bookmakers";

export type BookmakersQuery = QueryResultLike<AdminBookmaker[]>;

type Props = { query: BookmakersQuery; value: string; error: string | undefined; onChange: (id: string) => void };

/**
 * The bookmaker a variant lists first: only active, published ones are offered. One chosen earlier
 * that has since left the list stays visible, marked, so the admin sees why it is refused.
 */
export function BookmakerChoice({ query, value, error, onChange }: Props) {
  return (
    <QueryBoundary
      query={query}
      loadingLabel="Loading bookmakers..."
      isEmpty={(list) => listedBookmakers(list).length === 0}
      empty={<EmptyState title="No bookmaker to feature" description="Activate and publish a bookmaker first." />}
    >
      {(list) => {
        const listed = listedBookmakers(list);
        const stale = value !== "" && !listed.some((b) => String(b.id) === value);
        return (
          <FormField label="Bookmaker listed first" error={error}>
            <NativeSelect value={value} onChange={(e) => onChange(e.target.value)} className="w-full">
              <option value="">Choose a bookmaker</option>
              {stale && <option value={value}>{`${list.find((b) => String(b.id) === value)?.name ?? `Bookmaker ${value}`} (not active and published)`}</option>}
              {listed.map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        );
      }}
    </QueryBoundary>
  );
}
