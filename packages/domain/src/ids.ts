/**
 * The largest id a `serial` column holds (PostgreSQL's `integer`): no row has
 * a larger one, so a larger number names nothing. The contract's path-id
 * schema (`pathId`) turns such a number into 0 before any service sees it;
 * ids that arrive another way (a body, a query, a signed token) are bounded
 * with this same value.
 */
export const maxSerial = 2_147_483_647;
