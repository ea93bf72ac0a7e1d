// Account pages hold personal data: never cached by a browser or a shared cache (ADR 082).
export function noStore(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}
