/** A company's panel, `/client/companies/{id}` (its own module: the dashboard's map links there without the list's code). */
export const companyHref = (id: number) => `/client/companies/${id}`;
