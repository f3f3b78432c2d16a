// Display formats of the overview chart.

const weekFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** The Monday a chart week starts on, short ("Nov 16"). */
export const formatWeek = (weekStart: string) => weekFormat.format(new Date(`${weekStart}T00:00:00Z`));
