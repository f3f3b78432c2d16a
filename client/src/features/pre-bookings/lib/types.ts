/** The expert fields the booking dialog shows; any expert answer from the API fits. */
export interface BookableExpert {
  userId: number;
  name: string;
  role: string;
  profileImage?: string | null;
  skills: readonly string[];
  yearsExperience?: number | null;
  hourlyRate?: number | null;
}
