/**
 * The people of the demo talent pool beyond the eight landing-page experts: who they are and what
 * they do. Plain data without imports, so scripts/generate-images.mjs can read it to draw each
 * portrait; server/demo/seed-pool.ts turns it into profiles, availability and bookings.
 *
 * Every name sorts after "Johan Pretorius" and contains none of the landing people's names, so the
 * first page of experts and the searches for those people answer as before.
 */

export const POOL_SPECIALIZATIONS = [
  "Data Engineer",
  "ML Engineer",
  "AI Engineer",
  "Analytics Engineer",
  "Data Scientist",
  "Data Platform Engineer",
  "MLOps Engineer",
] as const;
export type PoolSpecialization = (typeof POOL_SPECIALIZATIONS)[number];

/** Hair styles the portrait script can draw. */
export type HairStyle =
  | "short"
  | "crop"
  | "side"
  | "bald"
  | "curls"
  | "afro"
  | "long"
  | "bun"
  | "bob"
  | "braids"
  | "ponytail"
  | "headwrap"
  | "hijab";

export interface PoolPerson {
  /** Username, and the portrait's file name under client/public/images/people/. */
  slug: string;
  firstName: string;
  lastName: string;
  specialization: PoolSpecialization;
  /** For the portrait: skin tone from 1 (lightest) to 6 (deepest), hair, and a few details. */
  look: { skin: 1 | 2 | 3 | 4 | 5 | 6; hair: HairStyle; beard?: boolean; glasses?: boolean };
  /** A new sign-up an admin has not activated yet: no photo, hidden from clients. */
  underReview?: boolean;
}

const person = (firstName: string, lastName: string, specialization: PoolSpecialization, look: PoolPerson["look"], underReview?: boolean): PoolPerson => ({
  slug: `${firstName}-${lastName}`.toLowerCase().replace(/[^a-z]+/g, "-"),
  firstName,
  lastName,
  specialization,
  look,
  ...(underReview ? { underReview } : {}),
});

export const POOL_PEOPLE: readonly PoolPerson[] = [
  // Data engineers
  person("Karabo", "Molefe", "Data Engineer", { skin: 5, hair: "crop", beard: true }),
  person("Liezl", "Venter", "Data Engineer", { skin: 1, hair: "ponytail" }),
  person("Mandla", "Khumalo", "Data Engineer", { skin: 6, hair: "bald", beard: true }),
  person("Megan", "Pillay", "Data Engineer", { skin: 3, hair: "long" }),
  person("Neo", "Mabena", "Data Engineer", { skin: 5, hair: "braids" }),
  person("Riaan", "Coetzee", "Data Engineer", { skin: 1, hair: "side" }),
  person("Shaun", "February", "Data Engineer", { skin: 3, hair: "short" }),
  person("Tshepo", "Maseko", "Data Engineer", { skin: 5, hair: "short" }),
  person("Werner", "Swanepoel", "Data Engineer", { skin: 1, hair: "crop", glasses: true }),
  person("Yusuf", "Parker", "Data Engineer", { skin: 3, hair: "short", beard: true }),
  person("Zinhle", "Buthelezi", "Data Engineer", { skin: 6, hair: "headwrap" }),
  person("Kyle", "Fourie", "Data Engineer", { skin: 1, hair: "short" }),
  person("Olwethu", "Mbatha", "Data Engineer", { skin: 5, hair: "afro" }),
  // ML engineers
  person("Lwazi", "Ndlovu", "ML Engineer", { skin: 6, hair: "crop" }),
  person("Priya", "Govender", "ML Engineer", { skin: 3, hair: "long" }),
  person("Marius", "Steyn", "ML Engineer", { skin: 1, hair: "short", beard: true }),
  person("Refilwe", "Modise", "ML Engineer", { skin: 5, hair: "bun" }),
  person("Rajesh", "Reddy", "ML Engineer", { skin: 4, hair: "side", glasses: true }),
  person("Sizwe", "Mabuza", "ML Engineer", { skin: 5, hair: "short" }),
  person("Nadia", "Hendricks", "ML Engineer", { skin: 3, hair: "curls" }),
  person("Willem", "Joubert", "ML Engineer", { skin: 1, hair: "side" }),
  // AI engineers
  person("Kamogelo", "Sithole", "AI Engineer", { skin: 5, hair: "crop" }),
  person("Tasneem", "Davids", "AI Engineer", { skin: 3, hair: "hijab" }),
  person("Lebogang", "Masilela", "AI Engineer", { skin: 5, hair: "braids" }),
  person("Reza", "Ebrahim", "AI Engineer", { skin: 3, hair: "short", beard: true }),
  person("Simone", "Erasmus", "AI Engineer", { skin: 1, hair: "bob" }),
  person("Thabo", "Mahlaba", "AI Engineer", { skin: 6, hair: "short" }),
  person("Keegan", "Adams", "AI Engineer", { skin: 3, hair: "curls" }),
  person("Palesa", "Motaung", "AI Engineer", { skin: 5, hair: "afro" }),
  person("Zaid", "Kaskar", "AI Engineer", { skin: 3, hair: "crop", glasses: true }),
  // Analytics engineers
  person("Kayla", "Jacobs", "Analytics Engineer", { skin: 3, hair: "ponytail" }),
  person("Leon", "du Plessis", "Analytics Engineer", { skin: 1, hair: "bald", beard: true }),
  person("Mbali", "Shabalala", "Analytics Engineer", { skin: 6, hair: "braids" }),
  person("Nicolaas", "Kruger", "Analytics Engineer", { skin: 1, hair: "short", glasses: true }),
  person("Phindile", "Ngcobo", "Analytics Engineer", { skin: 5, hair: "bob" }),
  person("Sarah", "Abrahams", "Analytics Engineer", { skin: 2, hair: "long" }),
  person("Unathi", "Jali", "Analytics Engineer", { skin: 6, hair: "crop" }),
  person("Vanessa", "Naicker", "Analytics Engineer", { skin: 4, hair: "bun" }),
  // Data scientists
  person("Nokuthula", "Mahlangu", "Data Scientist", { skin: 6, hair: "headwrap" }),
  person("Pravin", "Moodley", "Data Scientist", { skin: 4, hair: "short", beard: true }),
  person("Rethabile", "Moloi", "Data Scientist", { skin: 5, hair: "long" }),
  person("Tariq", "Isaacs", "Data Scientist", { skin: 3, hair: "short" }),
  person("Yolanda", "Cloete", "Data Scientist", { skin: 2, hair: "curls" }),
  person("Themba", "Nxumalo", "Data Scientist", { skin: 6, hair: "short", glasses: true }),
  person("Quinton", "Arendse", "Data Scientist", { skin: 3, hair: "crop" }),
  person("Khanyisile", "Zulu", "Data Scientist", { skin: 5, hair: "bun", glasses: true }),
  // Data platform engineers
  person("Muhammed", "Cassim", "Data Platform Engineer", { skin: 4, hair: "short", beard: true }),
  person("Sibusiso", "Zwane", "Data Platform Engineer", { skin: 6, hair: "bald" }),
  person("Tumelo", "Letsoalo", "Data Platform Engineer", { skin: 5, hair: "crop", glasses: true }),
  person("Xolani", "Mkhabela", "Data Platform Engineer", { skin: 6, hair: "short", beard: true }),
  person("Leandri", "Nel", "Data Platform Engineer", { skin: 1, hair: "long" }),
  // MLOps engineers
  person("Wandile", "Hadebe", "MLOps Engineer", { skin: 6, hair: "crop" }),
  person("Oratile", "Seleka", "MLOps Engineer", { skin: 5, hair: "braids" }),
  person("Vusi", "Mthethwa", "MLOps Engineer", { skin: 6, hair: "short", beard: true }),
  person("Zodwa", "Mnisi", "MLOps Engineer", { skin: 5, hair: "bob" }),
  person("Sanele", "Gumede", "MLOps Engineer", { skin: 5, hair: "short" }),
  // Signed up, waiting for an admin to activate them.
  person("Kopano", "Dube", "Data Engineer", { skin: 5, hair: "short" }, true),
  person("Yaseen", "Salie", "AI Engineer", { skin: 3, hair: "crop" }, true),
];
