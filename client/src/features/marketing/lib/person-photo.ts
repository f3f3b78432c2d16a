/** The photo of a person, in the sizes we serve (see scripts/generate-images.mjs). */
export const personPhoto = (slug: string) => ({
  src: `/images/people/${slug}-320.webp`,
  srcSet: `/images/people/${slug}-160.webp 160w, /images/people/${slug}-320.webp 320w`,
});
