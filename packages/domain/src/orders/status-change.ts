/** One recorded status change of an order (`GET /api/orders/{id}/history`). */
export interface StatusChange {
  fromStatus: string | null;
  toStatus: string;
  changedBy: string;
  changedDate: string;
  note: string | null;
}
