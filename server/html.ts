// Escaping for text and attribute values in generated HTML and SVG.
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * A small standalone HTML page (redirect helper, identity provider): `title` is escaped; `body`
 * and `head` are trusted markup built by the caller with escapeHtml.
 */
export function htmlDocument(
  title: string,
  body: string,
  options: { head?: string; lang?: string } = {},
): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${options.head ?? ''}</head>
<body>
${body}
</body>
</html>
`;
}
