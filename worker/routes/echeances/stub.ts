import { HTTPException } from "hono/http-exception";

// Temporary: a route of issue 63 whose handler is being written (answers 501). Removed when every part is merged.
export const aFaire = () => {
  throw new HTTPException(501, { message: "Pas encore disponible." });
};
