import type { ReactNode } from "react";
import { EmptyState, LoadingState, QueryErrorState } from "./query-states";
import { queryView, type QueryState } from "./query-view";

export { EmptyState, ErrorState, LoadingState, QueryErrorState } from "./query-states";

/** What QueryBoundary reads from a React Query `useQuery` result (any result of that shape works). */
export type QueryResultLike<T> = QueryState<T> & { isFetching: boolean; refetch: () => unknown };

export type QueryBoundaryProps<T> = {
  query: QueryResultLike<T>;
  /** Renders the data once there is some that is not empty. */
  children: (data: T) => ReactNode;
  /** Defaults to "an empty list". */
  isEmpty?: (data: T) => boolean;
  /** Shown for empty data; defaults to a plain 'No data yet' panel. */
  empty?: ReactNode;
  /** Replaces the default spinner panel (e.g. skeletons shaped like the content). */
  loading?: ReactNode;
  loadingLabel?: string;
  /** Replaces the generic server-error sentence under 'Data Loading Error'. */
  errorDescription?: string;
  className?: string;
};

/**
 * The one way a screen shows a React Query result: loading, error (with retry), empty, or the data.
 * `<QueryBoundary query={useQuery(...)}>{(data) => ...}</QueryBoundary>`
 */
export function QueryBoundary<T>({ query, children, isEmpty, empty, loading, loadingLabel, errorDescription, className }: QueryBoundaryProps<T>) {
  const view = queryView(query, isEmpty);
  switch (view.kind) {
    case "loading":
      return loading ?? <LoadingState label={loadingLabel} className={className} />;
    case "error":
      return (
        <QueryErrorState
          network={view.network}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          description={errorDescription}
          className={className}
        />
      );
    case "empty":
      return empty ?? <EmptyState title="No data yet" className={className} />;
    case "data":
      return children(view.data);
  }
}
