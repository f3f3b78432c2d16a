// Query keys of the calendar feed: the signed-in user's one address.
export const calendarKeys = {
  feed: ["/api/calendar"] as const,
};
