/** Security headers on every answer; the Content-Security-Policy allows only the page's own files. */
import { secureHeaders } from 'hono/secure-headers';

/**
 * The page loads its scripts, styles and engine worker from its own origin and calls the function
 * there, or on the Supabase project it was built for (`supabaseOrigin`). No inline script.
 */
export function contentSecurityPolicy(supabaseOrigin: string | undefined) {
  return {
    defaultSrc: ["'self'"],
    // WebAssembly compiled from our own files: OCR's Tesseract core is WebAssembly.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // React style props and the toast library's style element are inline styles; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: supabaseOrigin === undefined ? ["'self'"] : ["'self'", supabaseOrigin],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function securityHeaders(supabaseOrigin: string | undefined) {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(supabaseOrigin),
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    // HSTS belongs to whoever terminates TLS; this server speaks plain HTTP on its own.
    strictTransportSecurity: false,
  });
}
