/** Rows per page of the dashboard's tables (the API allows up to 100). */
export const tablePageSize = 50;
