import { imageUrl } from "@/lib/image-url";

/** The photo of a person, in the sizes we serve (see scripts/generate-images.mjs). */
export const personPhoto = (slug: string) => ({
  src: imageUrl(`/images/people/${slug}-320.webp`),
  srcSet: `${imageUrl(`/images/people/${slug}-160.webp`)} 160w, ${imageUrl(`/images/people/${slug}-320.webp`)} 320w`,
});
