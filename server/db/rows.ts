// The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`; the caller names their type.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
