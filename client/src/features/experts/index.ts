// What pages use from the experts feature.
export { ExpertCard, type ExpertCardData, type ExpertCardProps } from "./components/expert-card";
export { ExpertSearch, SEARCH_SKILL_OPTIONS, type ExpertSearchProps } from "./components/expert-search";
export { ExpertProfileDialog, type ExpertProfileDialogProps } from "./components/expert-profile-dialog";
export { ExpertProfileCard, UnderReviewNotice, type ExpertProfileCardProps } from "./components/expert-profile-card";
export { ExpertAvatar } from "./components/expert-avatar";
export { useExpertProfile } from "./api/get-expert-profile";
export { useExperts, useExpertSearch, type ExpertSearchPage } from "./api/search-experts";
export { useSetExpertActive } from "./api/set-expert-active";
export { expertKeys } from "./api/keys";
export type { ExpertSearchFilters } from "./lib/search-params";
export type { Expert } from "@shared/contracts/experts";
