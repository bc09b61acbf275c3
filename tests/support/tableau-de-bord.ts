import { expect } from "vitest";
import type { TestApp } from "./test-app";
import type { TableauDeBord } from "../../worker/domain/api-records";

// The dashboard's tests (tests/api/dashboard*.test.ts): GET /api/dashboard as the admin reads it.

export function dashboardHelpers(app: () => TestApp) {
  const dashboard = async (): Promise<TableauDeBord> => {
    const res = await app().call("GET", "/api/dashboard", "admin");
    expect(res.status).toBe(200);
    return res.body;
  };

  return { dashboard };
}
