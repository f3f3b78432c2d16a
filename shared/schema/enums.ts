import { pgEnum } from "drizzle-orm/pg-core";
import {
  AVAILABILITY_STATUSES,
  DISCOVERY_CALL_STATUSES,
  DREAM_TEAM_STATUSES,
  PRE_BOOKING_STATUSES,
  USER_TYPES,
} from "../constants";

export const userTypeEnum = pgEnum("user_type", USER_TYPES);
export const availabilityStatusEnum = pgEnum("availability_status", AVAILABILITY_STATUSES);
export const preBookingStatusEnum = pgEnum("pre_booking_status", PRE_BOOKING_STATUSES);
export const dreamTeamStatusEnum = pgEnum("dream_team_status", DREAM_TEAM_STATUSES);
export const discoveryCallStatusEnum = pgEnum("discovery_call_status", DISCOVERY_CALL_STATUSES);
