import { z } from "zod";
import {
  API,
  DOWNLOAD_OPERATION,
  errorBody,
  paramNames,
  splitKey,
  type Operation,
} from "../../domain/contract";
import { ESPACE_QUI, isEspaceAccess, type ErrorStatus } from "../../domain/contract/operation";
import type { Role } from "../../domain/roles";

// The OpenAPI 3.1 document of the API, built from its contract (worker/domain/contract, ADR 014). Its schemas are
// JSON Schema 2020-12, OpenAPI 3.1's own dialect, which zod writes itself: a schema with an id (`.meta({ id })`)
// becomes a component, referenced wherever it is used.

/** The parts of JSON Schema 2020-12 the reference page reads (zod writes more). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  default?: unknown;
  contentMediaType?: string;
  [keyword: string]: unknown;
}
type Content = Record<string, { schema: JsonSchema }>;
export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  "x-roles"?: readonly Role[];
  "x-confirmation"?: true;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; description?: string; content: Content };
  responses: Record<string, { description: string; content?: Content }>;
}
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}
type Components = Record<string, JsonSchema>;

const ERRORS: Record<ErrorStatus, string> = {
  400: "Requête invalide : `error.fields` donne le message de chaque champ en erreur, en français.",
  401: "Non connecté, ou session expirée.",
  403: "Votre rôle ne permet pas cette action.",
  404: "Introuvable.",
  405: "Méthode non permise pour cette ressource.",
  409: "Refusé par une règle de gestion (message en français).",
  413: "Corps de requête trop volumineux.",
  415: "Type de contenu non accepté.",
  429: "Trop de tentatives : réessayez plus tard.",
  503: "Service momentanément indisponible : réessayez (Retry-After).",
  507: "Espace de stockage plein.",
};

/** The text of a money move (Operation.confirmation, issue 59), and of its 403. */
const CONFIRMATION =
  "Confirmation requise : la session doit avoir confirmé l'identité de son utilisateur (POST /api/user/confirmer, code du second facteur ou, sans second facteur, mot de passe) dans les 5 dernières minutes ; sinon 403 `confirmation_requise` « Confirmez votre identité pour continuer. », puis la même requête une fois confirmé. La connexion ne compte pas comme confirmation.";
const CONFIRMATION_403 = `${ERRORS[403]} Ou \`confirmation_requise\` : confirmez votre identité (POST /api/user/confirmer), puis renvoyez la requête.`;

/** A zod schema as JSON Schema, its named parts moved into the document's components. */
function schemaOf(schema: z.ZodType, components: Components): JsonSchema {
  const {
    $schema: _,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  });
  // JSON Schema's local references (#/$defs/Client) become the document's (#/components/schemas/Client).
  const local = (s: unknown): JsonSchema =>
    JSON.parse(JSON.stringify(s).replaceAll('"#/$defs/', '"#/components/schemas/'));
  for (const [id, def] of Object.entries($defs ?? {})) components[id] = local(def);
  return local(rest);
}

/** `getClientId` from `GET /Client/:id`: unique, as the contract's keys are. */
const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split(/[/:.{}-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

function operationObject(
  key: string,
  op: Operation,
  roles: readonly Role[] | undefined,
  components: Components,
): OperationObject {
  const [method, path] = splitKey(key);
  const parameters: Parameter[] = paramNames(path).map((name) => {
    const param = op.params?.[name];
    return {
      name,
      in: "path" as const,
      required: true,
      description: param?.description,
      schema: param ? schemaOf(param.schema, components) : { type: "string" },
    };
  });
  for (const [name, field] of Object.entries(op.query?.shape ?? {}))
    parameters.push({
      name,
      in: "query",
      required: !field.safeParse(undefined).success,
      schema: schemaOf(field, components),
    });

  const responses: OperationObject["responses"] = {};
  for (const [status, answer] of Object.entries(op.ok)) {
    const content = answer.json
      ? { "application/json": { schema: schemaOf(answer.json, components) } }
      : answer.file
        ? { [answer.file]: { schema: { type: "string", contentMediaType: answer.file } } }
        : undefined;
    responses[status] = { description: answer.description, ...(content ? { content } : {}) };
  }
  for (const status of op.errors ?? [])
    responses[status] = {
      description: status === 403 && op.confirmation ? CONFIRMATION_403 : ERRORS[status],
      content: { "application/json": { schema: { $ref: "#/components/schemas/Erreur" } } },
    };

  const body = op.body;
  const requestBody: OperationObject["requestBody"] = !body
    ? undefined
    : "raw" in body
      ? {
          required: true,
          description: body.description,
          content: { [body.raw]: { schema: { type: "string", contentMediaType: body.raw } } },
        }
      : {
          required: true,
          content: {
            ...("multipart" in body
              ? { "multipart/form-data": { schema: schemaOf(body.multipart, components) } }
              : {}),
            ...(body.json
              ? { "application/json": { schema: schemaOf(body.json, components) } }
              : {}),
          },
        };

  const who =
    op.access === "public"
      ? "Sans connexion."
      : isEspaceAccess(op.access)
        ? ESPACE_QUI[op.access]
        : roles
          ? `Rôles : ${roles.join(", ")}.`
          : "";
  return {
    operationId: operationId(method, path),
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, op.confirmation ? CONFIRMATION : "", who]
      .filter(Boolean)
      .join("\n\n"),
    ...(roles && op.access !== "public" ? { "x-roles": roles } : {}),
    ...(op.confirmation ? { "x-confirmation": true } : {}),
    security: op.access === "public" ? [] : [{ session: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/**
 * The document: every route of the contract under /api, and the downloads under /files. `rolesOf` names who may
 * call each (the generic CRUD's roles are its resource's, known to the server only).
 */
export function openApiDocument(
  version: string,
  rolesOf: (key: string, op: Operation) => readonly Role[] | undefined,
): OpenApiDocument {
  const components: Components = {};
  schemaOf(errorBody, components);
  const paths: OpenApiDocument["paths"] = {};
  const add = (key: string, op: Operation, prefix: string) => {
    const [method, path] = splitKey(key);
    const openApiPath = prefix + path.replace(/:(\w+)/g, "{$1}");
    paths[openApiPath] ??= {};
    paths[openApiPath][method.toLowerCase()] = operationObject(
      key,
      op,
      rolesOf(key, op),
      components,
    );
  };
  for (const [key, op] of Object.entries(API)) add(key, op, "/api");
  add("GET /:key", DOWNLOAD_OPERATION, "/files");
  return {
    openapi: "3.1.0",
    info: {
      title: "Patrimoine Locatif — API",
      version,
      description:
        "L'API du back-office : chaque écran de l'application l'appelle. Authentification : " +
        "POST /api/user/login, puis l'en-tête `Authorization: Bearer <token>`. Montants en euros, " +
        "dates AAAA-MM-JJ. Une erreur répond son code, son message en français et, sur un 400, le message de chaque champ (schéma Erreur).",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(Object.values(API).map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { session: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
