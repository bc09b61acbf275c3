import type { ComponentType } from "react";
import type { LucideIcon } from "lucide-react";
import type { Role } from "@/api/types";

/**
 * public: anyone; guest: only logged out (spec "null role"); auth: any logged-in user;
 * a list of roles: only those roles.
 */
export type Access = "public" | "guest" | "auth" | readonly Role[];

export type RouteParams = Record<string, string | undefined>;

export interface AppRoute {
  path: string;
  name: string;
  /**
   * A lazy screen's: `preload` fetches its code before it renders; `ready` says whether it came, `whenReady` when
   * (route-view.tsx renders the screen once it came).
   */
  component: ComponentType<{ params: RouteParams }> & {
    preload?: () => void;
    ready?: () => boolean;
    whenReady?: () => Promise<void>;
  };
  access: Access;
  /**
   * What the screen asks the server first (a list's first page), asked as soon as the session allows the route,
   * while the screen's code still loads (route-data.ts, ADR 095). `search`: the address's query string.
   */
  data?: (search: URLSearchParams) => void;
  /** Shown in the sidebar under this label, linking to `href` (defaults to path). */
  menu?: { icon: LucideIcon; href?: string; group?: "main" | "account" };
  hideHeader?: boolean;
  /** Record screens: the header shows a back arrow. */
  child?: boolean;
  /** Rendered without the back-office shell (public tenant page). */
  bare?: boolean;
}

export { ALL_ROLES, ADMIN_ROLES as ADMIN, FINANCE_ROLES as FINANCE } from "@worker/domain/roles";

export function canAccess(access: Access, role: Role | null): boolean {
  if (access === "public") return true;
  if (access === "guest") return role === null;
  if (access === "auth") return role !== null;
  return role !== null && access.includes(role);
}

export function homeFor(role: Role | null): string {
  if (role === null) return "/login";
  if (role === "admin") return "/";
  return role === "comptable" ? "/comptabilite/" : "/appartements/";
}

/** What the route table needs of a record entity (its EntityConfig repeats it), without loading the entity. */
export interface EntityRoute {
  basePath: string;
  singular: string;
  newLabel: string;
}
