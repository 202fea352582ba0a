/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Image hosts that make width variants (src/common/imageWidths.ts, `resizingPrefixes`). */
  readonly VITE_RESIZING_IMAGE_HOSTS?: string;
}
