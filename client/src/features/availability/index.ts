// What pages use from the availability feature.
export { AvailabilityForm, AvailabilityStatusBadge, type AvailabilityFormProps } from "./components/availability-form";
export { useAvailability } from "./api/get-availability";
