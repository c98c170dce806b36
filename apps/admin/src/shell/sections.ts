import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type AdminSection = {
  /** The URL segment: the section lives at /admin/{path}. */
  path: string;
  /** The tab's label, as the spec words it. */
  label: string;
  /** The section's module (its default export), fetched the first time the section is shown. */
  Component: LazyExoticComponent<ComponentType>;
};

const section = (path: string, label: string, load: () => Promise<{ default: ComponentType }>): AdminSection => ({ path, label, Component: lazy(load) });

/**
 * Every back-office section, in tab order: the tab bar and the router both read this list, so a new
 * module is one entry here plus its folder under sections/. Each `import()` becomes its own chunk.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  section("analytics", "Analytics", () => import("../sections/analytics/analytics-section")),
  section("bookmakers", "Bookmakers", () => import("../sections/bookmakers/bookmakers-section")),
  section("teams", "Teams", () => import("../sections/teams/teams-section")),
  section("jurisdictions", "Jurisdictions", () => import("../sections/jurisdictions/jurisdictions-section")),
  section("security", "Security", () => import("../sections/security/security-section")),
  section("debug", "Debug Tools", () => import("../sections/debug/debug-section")),
  section("settings", "Settings", () => import("../sections/settings/settings-section")),
];

/** Spec: Analytics is the default tab; /admin opens it. */
export const DEFAULT_SECTION: AdminSection = ADMIN_SECTIONS[0]!;

export const sectionHref = (s: AdminSection) => `/admin/${s.path}`;

/** The section a URL segment names, if any. */
export function findSection(path: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((s) => s.path === path);
}
