/** Money is integer cents in the database and dollars in the JSON. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
