import { CSP_NONCE_PLACEHOLDER } from "@app/contract/csp";
import { escapeHtml } from "../../lib/html-page.ts";
import type { OpenApiDocument, OpenApiOperation } from "./openapi.ts";

const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(path: string, method: string, op: OpenApiOperation): string {
  const params = op.parameters?.length
    ? `<table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";
  const body = op.requestBody
    ? `<h4>Request body</h4>${pretty(op.requestBody.content["application/json"]?.schema)}`
    : "";
  const answers = Object.entries(op.responses)
    .map(([code, answer]) => {
      const schema = answer.content?.["application/json"]?.schema;
      const shown = schema && !("$ref" in schema) ? pretty(schema) : "";
      return `<li><strong>${code}</strong> ${escapeHtml(answer.description)}${shown}</li>`;
    })
    .join("");
  return `<details id="${escapeHtml(op.operationId)}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="access">${escapeHtml(op["x-access"])}</span></summary>
<p>${escapeHtml(op.summary)}</p>${params}${body}<h4>Answers</h4><ul>${answers}</ul>
</details>`;
}

/**
 * The API reference as one page of HTML, drawn from the OpenAPI document (no script, nothing
 * fetched). Its one style element carries the nonce placeholder, filled in per answer
 * (lib/html-page.ts), so the page keeps a Content-Security-Policy without 'unsafe-inline'.
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      count += 1;
      const tag = op.tags[0] ?? "api";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sections = tags
    .map(
      (tag) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.join("\n")}</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Brightpath</title>
<style nonce="${CSP_NONCE_PLACEHOLDER}">
body{font-family:system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc;line-height:1.5}
header{background:#312e81;color:#fff;padding:1.5rem 2rem}header a{color:#c7d2fe}
main{max-width:72rem;margin:0 auto;padding:1rem 2rem 4rem}nav{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}
nav a{background:#e0e7ff;color:#312e81;border-radius:999px;padding:.1rem .75rem;text-decoration:none}
details{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;margin:.5rem 0;padding:.5rem 1rem}
summary{cursor:pointer;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.method{font-weight:700;font-size:.8rem;border-radius:.25rem;padding:.1rem .4rem;min-width:3.5rem;text-align:center;color:#fff;background:#475569}
.get{background:#1d4ed8}.post{background:#047857}.put,.patch{background:#b45309}.delete{background:#b91c1c}
.access{margin-left:auto;font-size:.85rem;color:#475569}pre{background:#f1f5f9;padding:.75rem;border-radius:.375rem;overflow:auto;font-size:.8rem}
table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #e2e8f0;padding:.25rem .5rem;text-align:left}
</style></head><body>
<header><h1>${escapeHtml(doc.info.title)} reference</h1><p>${escapeHtml(doc.info.description)}</p>
<p>${count} operations · machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi})</p></header>
<main><nav aria-label="Areas">${tags.map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join("")}</nav>
${sections}</main></body></html>`;
}
