import type { ComponentType } from "react";

type PageProps = { params: Record<string, string | undefined> };

export type LazyPage = ComponentType<PageProps> & { preload: () => Promise<void> };

/**
 * A page whose code is its own chunk. Unlike React.lazy it renders synchronously once loaded,
 * so the server (which preloads before rendering) and the browser (which preloads the current
 * route before hydrating) produce the same tree; on client navigation to a page not loaded
 * yet it suspends until its chunk arrives.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<PageProps>): LazyPage {
  let loaded: ComponentType<PageProps> | null = null;
  let pending: Promise<void> | null = null;
  let failure: unknown = null;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = pick(m);
      },
      (error: unknown) => {
        // A chunk that cannot load (offline, new deploy): let the error boundary show it, and
        // let the next render (Try Again) load it afresh.
        failure = error;
        pending = null;
      },
    );
    return pending;
  };
  const Page = (props: PageProps) => {
    if (failure) {
      const error = failure;
      failure = null;
      throw error;
    }
    if (!loaded) throw preload();
    const Loaded = loaded;
    return <Loaded {...props} />;
  };
  Page.preload = preload;
  return Page as LazyPage;
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === "function" && typeof (component as Partial<LazyPage>).preload === "function";
}
