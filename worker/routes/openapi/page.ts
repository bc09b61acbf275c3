import type { JsonSchema, OpenApiDocument, OperationObject } from "./document";

// The API's reference page (GET /api/docs): the OpenAPI document as one HTML page, built on the server. No script
// and nothing fetched from elsewhere: it reads offline and under the app's CSP (inline styles only).

const html = (text: unknown) =>
  String(text ?? "").replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );
const refName = (ref: string) => ref.split("/").pop() ?? ref;

/** A type in a few words: "string", "integer | null", "Client[]", "« Monsieur » | « Madame »". */
function typeOf(s: JsonSchema | undefined): string {
  if (!s) return "";
  if (s.$ref) return `<a href="#schema-${html(refName(s.$ref))}">${html(refName(s.$ref))}</a>`;
  if (s.enum) return s.enum.map((v) => `« ${html(v)} »`).join(" | ");
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(typeOf).join(" | ");
  if (s.type === "array") return `${typeOf(s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.map(html).join(" | ");
  if (s.contentMediaType) return `fichier ${html(s.contentMediaType)}`;
  return html(s.type ?? "objet");
}

/** An object's fields as a list (nested objects indented), else its type. */
function fields(s: JsonSchema | undefined, depth = 0): string {
  if (!s) return "";
  // An answer of several forms (a list: whole or one page): each form's fields, under the description that says when.
  const union = s.oneOf ?? s.anyOf;
  if (union?.some((u) => u.properties) && depth <= 3)
    return `${s.description ? `<p>${html(s.description)}</p>` : ""}${union
      .map((u, i) => `${i ? '<p class="type">ou</p>' : ""}${fields(u, depth + 1)}`)
      .join("")}`;
  const properties = s.properties;
  if (!properties || depth > 3) return `<p class="type">${typeOf(s)}</p>`;
  const required = new Set(s.required ?? []);
  const items = Object.entries(properties).map(([name, p]) => {
    const nested = p.properties ? fields(p, depth + 1) : "";
    const notes = [
      required.has(name) ? "obligatoire" : "",
      p.description ? html(p.description) : "",
      p.default !== undefined ? `défaut : ${html(JSON.stringify(p.default))}` : "",
    ].filter(Boolean);
    return `<li><code>${html(name)}</code> <span class="type">${nested ? "objet" : typeOf(p)}</span>${
      notes.length ? ` — ${notes.join(" ; ")}` : ""
    }${nested}</li>`;
  });
  return `<ul class="fields">${items.join("")}</ul>`;
}

function content(c: Record<string, { schema: JsonSchema }> | undefined): string {
  return Object.entries(c ?? {})
    .map(([type, media]) => `<p class="media">${html(type)}</p>${fields(media.schema)}`)
    .join("");
}

function operationHtml(method: string, path: string, op: OperationObject): string {
  const parameters = op.parameters ?? [];
  const params = parameters.length
    ? `<h4>Paramètres</h4><ul class="fields">${parameters
        .map(
          (p) =>
            `<li><code>${html(p.name)}</code> <span class="type">${html(p.in)}, ${typeOf(p.schema)}</span>${
              p.description ? ` — ${html(p.description)}` : ""
            }</li>`,
        )
        .join("")}</ul>`
    : "";
  const body = op.requestBody
    ? `<h4>Corps</h4>${op.requestBody.description ? `<p>${html(op.requestBody.description)}</p>` : ""}${content(op.requestBody.content)}`
    : "";
  const responses = Object.entries(op.responses)
    .map(
      ([status, r]) =>
        `<li><strong class="s${html(status[0])}">${html(status)}</strong> ${html(r.description)}${content(r.content)}</li>`,
    )
    .join("");
  const description = op.description
    .split("\n\n")
    .filter(Boolean)
    .map((p) => `<p>${html(p)}</p>`)
    .join("");
  return `<details id="${html(op.operationId)}"><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${html(path)}</code> <span class="sum">${html(op.summary)}</span></summary>${description}${params}${body}<h4>Réponses</h4><ul class="responses">${responses}</ul></details>`;
}

export const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}
header,main{max-width:1100px;margin:auto;padding:16px 24px}header{border-bottom:1px solid #e7e5e4}
nav{display:flex;flex-wrap:wrap;gap:4px 14px}h2{margin-top:32px;border-bottom:1px solid #e7e5e4}
details{background:#fff;border:1px solid #e7e5e4;border-radius:6px;margin:6px 0;padding:6px 12px}
summary{cursor:pointer}code{font:13px ui-monospace,monospace;overflow-wrap:anywhere}.sum{color:#57534e}
.m{display:inline-block;min-width:58px;text-align:center;border-radius:4px;font:600 12px ui-monospace,monospace;padding:2px 4px;color:#fff}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.patch{background:#9333ea}.delete{background:#dc2626}
.type{color:#6b21a8}.media{font:12px ui-monospace,monospace;color:#57534e;margin:4px 0}.fields{margin:4px 0}
.s2{color:#15803d}.s3{color:#57534e}.s4{color:#b91c1c}.s5{color:#b91c1c}h4{margin:10px 0 4px}`;

/** The whole page, from the document: one section per tag, then the named schemas. */
export function referencePage(document: OpenApiDocument): string {
  const { info, paths } = document;
  const tags = document.tags.map((t) => t.name);
  const sections = tags.map((tag) => {
    const ops = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags[0] === tag)
        .map(([method, op]) => operationHtml(method, path, op)),
    );
    return `<section id="tag-${html(tag)}"><h2>${html(tag)}</h2>${ops.join("")}</section>`;
  });
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, s]) =>
        `<details id="schema-${html(name)}"><summary><code>${html(name)}</code></summary>${fields(s)}</details>`,
    )
    .join("");
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${html(info.title)}</title><style>${STYLE}</style></head><body>
<header><h1>${html(info.title)}</h1><p>Version ${html(info.version)} — <a href="/api/openapi.json">openapi.json</a> (OpenAPI ${html(document.openapi)})</p><p>${html(info.description)}</p>
<nav>${tags.map((t) => `<a href="#tag-${html(t)}">${html(t)}</a>`).join("")}<a href="#schemas">Schémas</a></nav></header>
<main>${sections.join("")}<section id="schemas"><h2>Schémas</h2>${schemas}</section></main></body></html>`;
}
