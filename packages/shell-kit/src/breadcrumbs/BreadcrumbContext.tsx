import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export type Crumb = { label: string; to?: string };

type SetCrumbs = (crumbs: Crumb[] | null) => void;

const CrumbsContext = createContext<Crumb[] | null>(null);
const SetCrumbsContext = createContext<SetCrumbs | null>(null);

/** Holds the crumbs a page wants instead of the ones derived from the URL. */
export function BreadcrumbProvider({ children }: { children?: ReactNode }) {
  const [crumbs, setCrumbs] = useState<Crumb[] | null>(null);
  return (
    <SetCrumbsContext.Provider value={setCrumbs}>
      <CrumbsContext.Provider value={crumbs}>{children}</CrumbsContext.Provider>
    </SetCrumbsContext.Provider>
  );
}

/**
 * A page replaces the URL-derived breadcrumbs while it is mounted
 * (e.g. Profile → [{ label: 'Profile' }], a meal → Meals > its name).
 * Pass null to keep the derived ones (e.g. while the data loads).
 */
export function useBreadcrumbOverride(crumbs: Crumb[] | null): void {
  const setCrumbs = useContext(SetCrumbsContext);
  // Callers usually pass a fresh array literal: compare by content.
  const key = crumbs ? JSON.stringify(crumbs) : null;
  useEffect(() => {
    if (!setCrumbs) return;
    setCrumbs(key ? (JSON.parse(key) as Crumb[]) : null);
    return () => setCrumbs(null);
  }, [key, setCrumbs]);
}

/** The current override, or null when the URL decides. */
export function useBreadcrumbState(): Crumb[] | null {
  return useContext(CrumbsContext);
}
