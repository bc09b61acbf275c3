import { expect } from "vitest";
import type { TestApp } from "./test-app";
import type { TableauDeBord } from "../../worker/domain/api-records";

// The dashboard's tests (tests/api/dashboard*.test.ts): GET /api/dashboard as the admin reads it.

export function dashboardHelpers(app: () => TestApp) {
  /** `query`: the page of the notices and vacancies asked ("?taille=500": all of them in these small agencies). */
  const dashboard = async (query = ""): Promise<TableauDeBord> => {
    const res = await app().call("GET", `/api/dashboard${query}`, "admin");
    expect(res.status).toBe(200);
    return res.body;
  };

  return { dashboard };
}
