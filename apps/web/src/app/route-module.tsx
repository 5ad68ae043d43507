import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type JSX } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page component; its props are read off it
type PageModule = { default: ComponentType<any> };

/** A page kept in a chunk of its own, and what else that chunk exports. */
export interface RouteModule<Module extends PageModule> {
  /** Loads the chunk once; the page then renders without waiting. */
  preload(): Promise<Module>;
  /** The page: at once when its chunk is in memory, else lazily inside a Suspense boundary of its own. */
  Page(props: ComponentProps<Module['default']>): JSX.Element;
}

/**
 * A lazily loaded page that renders directly once its chunk has been preloaded: by the server before it
 * renders, and by the browser before it hydrates the page it received. The direct render matters there: React
 * hydrates what a Suspense boundary holds in a later pass, at idle priority, after the rest of the page has
 * been committed and its effects have run, so a page behind a boundary came alive hundreds of milliseconds
 * later on a slow phone. Server and browser make the same choice, so the HTML's boundary markers match.
 */
export function routeModule<Module extends PageModule>(load: () => Promise<Module>): RouteModule<Module> {
  type Props = ComponentProps<Module['default']>;
  let loading: Promise<Module> | undefined;
  let Loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A later attempt (a navigation back to the page) may find the network again.
        loading = undefined;
        throw error;
      },
    ));
  // Not `lazy(preload)`: a page rendered lazily must not count as preloaded. The prerender renders every page in
  // one process, and a page shown there lazily earlier would otherwise lose its boundary on the next render,
  // which the browser, which has not preloaded it, would not match.
  const Lazy = lazy(load);

  function Page(props: Props) {
    // Chosen once per mount: a boundary that came or went on a later render would remount the page.
    const [Ready] = useState(() => Loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { preload, Page };
}
