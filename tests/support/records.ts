/**
 * A stored record as the body of its update: the fields an editor sends back, without the id and
 * the bookkeeping the server writes itself (created/updated at, updated by).
 */
export function updateBody({
  id: _i,
  createdAt: _c,
  updatedAt: _u,
  updatedBy: _b,
  ...fields
}: Record<string, any>): Record<string, any> {
  return fields;
}
