import { createContext, useContext } from "react";
import type { Role } from "@/api/types";

// The shell hands the route table's check down, so the login page (a screen of that table) needs no import of it:
// a screen importing the table would close an import cycle (ADR 047).
type CanVisit = (path: string, role: Role) => boolean;

export const CanVisitContext = createContext<CanVisit>(() => false);

/** Whether `role` may open `path` (a known route its access allows): where login may send back. */
export const useCanVisit = () => useContext(CanVisitContext);
