import { queryOptions } from "@tanstack/react-query";
import type { Answer } from "@/api/answers";
import { api } from "@/api/client";
import { route } from "@/api/routes";

export const dashboardKey = ["dashboard"] as const;

/**
 * GET /api/dashboard: the counts and tables, computed by the server on the Paris day. Read again each time the
 * screen opens (any write anywhere may move a count), never as a full list.
 */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => api<Answer<"GET /dashboard">>(route("GET /dashboard"), { signal }),
    staleTime: 0,
  });
