// Addresses of our own images (/images/…) carry the version of the images folder the build was
// made with (vite.config.ts), so the server lets browsers keep them for a year (server/web/images.ts).
const VERSION: string | undefined = import.meta.env.VITE_IMAGES_VERSION;

export function imageUrl(path: string): string {
  return VERSION && path.startsWith("/images/") ? `${path}?v=${VERSION}` : path;
}
