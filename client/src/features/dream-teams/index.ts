// What pages use from the dream-teams feature.
export { AddToTeamButton, type AddToTeamButtonProps } from "./components/add-to-team-button";
export { DreamTeamsPanel, type DreamTeamsPanelProps } from "./components/dream-teams-panel";
export { useClientDreamTeams } from "./api/get-client-dream-teams";
