/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SISTER_APP_URL?: string;
}

/** Folder of the build's OCR files (tesseract.js worker, core, language data), from vite.config.ts. */
declare const __OCR_ASSETS__: string;
