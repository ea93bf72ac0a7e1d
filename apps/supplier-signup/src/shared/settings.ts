// The app's settings, read once from the JSON element of index.html (ADR 071): the build writes
// its defaults there and the serving web server may replace them, so one SUPPLIER_SITE_URL
// configures the API's messages and these pages alike.

export interface Settings {
  readonly supplierSiteUrl: string;
}

const fallback: Settings = {
  supplierSiteUrl: 'https://suppliers.lankatrails.example',
};

function text(value: unknown, otherwise: string): string {
  return typeof value === 'string' && value !== '' ? value : otherwise;
}

/** Reads the settings of the document; anything missing or malformed keeps its default. */
export function readSettings(doc: Document = document): Settings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(
      doc.getElementById('supplier-signup-config')?.textContent ?? '{}',
    );
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // An unreplaced placeholder (e.g. tests) leaves the defaults.
  }
  return {
    supplierSiteUrl: text(raw.supplierSiteUrl, fallback.supplierSiteUrl),
  };
}

let current: Settings | undefined;

/** The page's settings (read on first use). */
export function getSettings(): Settings {
  current ??= readSettings();
  return current;
}
